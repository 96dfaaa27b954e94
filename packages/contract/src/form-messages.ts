// What a form says beside a submit button it keeps disabled (the spec keeps the address,
// product, slider and review forms' buttons disabled until every field is filled). Apart from
// MESSAGES: only those forms need it.

/** "city", "city and notes", "address, city and notes". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Names, in words, what is still missing before the button can be used: "Still needed: city and notes." */
export function stillNeededMessage(missing: readonly string[]): string {
  return `Still needed: ${listInWords(missing)}.`;
}

/** The words for what is missing where a form has no field label to name it by. */
export const FORM_MESSAGES = {
  uploadInProgress: 'Wait for the image to finish uploading.',
  missingImage: 'an image',
  missingRating: 'a star rating',
  missingReview: 'your review',
  missingVariantStock: 'a stock for every size and colour',
} as const;
