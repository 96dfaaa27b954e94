// What the admin's slide form says about the picture and its preview. Apart from MESSAGES: only
// the back office shows these.

export const SLIDER_MESSAGES = {
  pictureSize:
    'Upload a picture at least 1600 × 640 px. Keep the products in its right half: a phone shows only the middle-right part, with the words over its left.',
  buttonNeedsLink: 'The button shows only on a slide with a link.',
  previewDesktop: 'On a computer (1280 px wide)',
  previewPhone: 'On a phone (390 px wide)',
  noWords: 'No words: the picture alone',
} as const;
