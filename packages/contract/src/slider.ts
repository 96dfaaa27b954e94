import { z } from 'zod';
import { IdSchema, ImageUrlSchema, successReply } from './common.js';

/** Where a slide leads: a page of the shop (`/shop/listing?category=men`), never another site. */
export const SlideLinkSchema = z
  .string()
  .trim()
  .max(300, { error: 'Link must be at most 300 characters' })
  .regex(/^\/shop\/[^\s\\]*$/, { error: 'Link must be a page of the shop, starting with /shop/' });

/** The longest words a slide may carry: they must fit over the picture on a phone. */
export const SLIDE_WORD_LIMITS = { heading: 60, subheading: 120, actionLabel: 30 } as const;

/** Optional words of a slide, trimmed; blank means none (sent and stored as absent). */
function slideWords(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((value) => value || undefined)
    .optional();
}

/**
 * A slide: the picture, and the words the shop lays out over it in HTML (never drawn into the
 * picture, which a phone crops). A slide without words shows the picture alone.
 */
export const CreateSliderImageSchema = z.object({
  sliderImage: ImageUrlSchema,
  link: SlideLinkSchema.optional(),
  heading: slideWords('Heading', SLIDE_WORD_LIMITS.heading),
  subheading: slideWords('Subheading', SLIDE_WORD_LIMITS.subheading),
  actionLabel: slideWords('Button label', SLIDE_WORD_LIMITS.actionLabel),
});

export const SliderImageSchema = z.object({
  id: IdSchema,
  sliderImage: z.string(),
  link: z.string().optional(),
  heading: z.string().optional(),
  subheading: z.string().optional(),
  /** The button's words; the button shows only on a slide with a link. */
  actionLabel: z.string().optional(),
});
export type SliderImage = z.infer<typeof SliderImageSchema>;

export const SliderImageListReplySchema = successReply({
  sliderImages: z.array(SliderImageSchema),
});
export const SliderImageReplySchema = successReply({ sliderImage: SliderImageSchema });
