import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type SliderImage } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { sliderImages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const columns = {
  id: sliderImages.id,
  sliderImage: sliderImages.image,
  link: sliderImages.link,
  heading: sliderImages.heading,
  subheading: sliderImages.subheading,
  actionLabel: sliderImages.actionLabel,
};

type SlideRow = { id: string; sliderImage: string } & Record<
  'link' | 'heading' | 'subheading' | 'actionLabel',
  string | null
>;

/** The reply leaves out what a slide does not have (a slide added before words had none). */
function toSliderImage(row: SlideRow): SliderImage {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null),
  ) as SliderImage;
}

/** The home-page carousel, in the order the admin added the images. */
export async function listSliderImages(db: Db): Promise<SliderImage[]> {
  const rows = await db
    .select(columns)
    .from(sliderImages)
    .orderBy(asc(sliderImages.createdAt), asc(sliderImages.id));
  return rows.map(toSliderImage);
}

export async function addSliderImage(db: Db, slide: Omit<SliderImage, 'id'>): Promise<SliderImage> {
  const [row] = await db
    .insert(sliderImages)
    .values({
      image: slide.sliderImage,
      link: slide.link ?? null,
      heading: slide.heading ?? null,
      subheading: slide.subheading ?? null,
      actionLabel: slide.actionLabel ?? null,
    })
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
