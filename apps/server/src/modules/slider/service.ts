import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type SliderImage } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { sliderImages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const columns = { id: sliderImages.id, sliderImage: sliderImages.image, link: sliderImages.link };

function toSliderImage(row: { id: string; sliderImage: string; link: string | null }): SliderImage {
  const { link, ...slide } = row;
  return link ? { ...slide, link } : slide;
}

/** The home-page carousel, in the order the admin added the images. */
export async function listSliderImages(db: Db): Promise<SliderImage[]> {
  const rows = await db
    .select(columns)
    .from(sliderImages)
    .orderBy(asc(sliderImages.createdAt), asc(sliderImages.id));
  return rows.map(toSliderImage);
}

export async function addSliderImage(
  db: Db,
  slide: { sliderImage: string; link?: string },
): Promise<SliderImage> {
  const [row] = await db
    .insert(sliderImages)
    .values({ image: slide.sliderImage, link: slide.link ?? null })
    .returning(columns);
  return toSliderImage(row!);
}

export async function deleteSliderImage(db: Db, id: string): Promise<void> {
  const removed = await db
    .delete(sliderImages)
    .where(eq(sliderImages.id, id))
    .returning({ id: sliderImages.id });
  if (removed.length === 0) throw notFound(MESSAGES.sliderImageNotFound);
}
