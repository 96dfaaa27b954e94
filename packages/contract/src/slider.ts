import { z } from 'zod';
import { IdSchema, ImageUrlSchema, successReply } from './common.js';

/** Where a slide leads: a page of the shop (`/shop/listing?category=men`), never another site. */
export const SlideLinkSchema = z
  .string()
  .trim()
  .max(300, { error: 'Link must be at most 300 characters' })
  .regex(/^\/shop\/[^\s\\]*$/, { error: 'Link must be a page of the shop, starting with /shop/' });

export const CreateSliderImageSchema = z.object({
  sliderImage: ImageUrlSchema,
  link: SlideLinkSchema.optional(),
});

export const SliderImageSchema = z.object({
  id: IdSchema,
  sliderImage: z.string(),
  link: z.string().optional(),
});
export type SliderImage = z.infer<typeof SliderImageSchema>;

export const SliderImageListReplySchema = successReply({
  sliderImages: z.array(SliderImageSchema),
});
export const SliderImageReplySchema = successReply({ sliderImage: SliderImageSchema });
