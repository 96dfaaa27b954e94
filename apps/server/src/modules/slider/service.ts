import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type SliderImage } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { sliderImages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const columns = { id: sliderImages.id, sliderImage: sliderImages.image };

/** The home-page carousel, in the order the admin added the images. */
export function listSliderImages(db: Db): Promise<SliderImage[]> {
  return db
    .select(columns)
    .from(sliderImages)
    .orderBy(asc(sliderImages.createdAt), asc(sliderImages.id));
}

export async function addSliderImage(db: Db, image: string): Promise<SliderImage> {
  const [row] = await db.insert(sliderImages).values({ image }).returning(columns);
  return row!;
}

export async function deleteSliderImage(db: Db, id: string): Promise<void> {
  const removed = await db
    .delete(sliderImages)
    .where(eq(sliderImages.id, id))
    .returning({ id: sliderImages.id });
  if (removed.length === 0) throw notFound(MESSAGES.sliderImageNotFound);
}
