import { z } from 'zod';
import { IdSchema, ImageUrlSchema, successReply } from './common.js';

export const CreateSliderImageSchema = z.object({ sliderImage: ImageUrlSchema });

export const SliderImageSchema = z.object({ id: IdSchema, sliderImage: z.string() });
export type SliderImage = z.infer<typeof SliderImageSchema>;

export const SliderImageListReplySchema = successReply({
  sliderImages: z.array(SliderImageSchema),
});
export const SliderImageReplySchema = successReply({ sliderImage: SliderImageSchema });
