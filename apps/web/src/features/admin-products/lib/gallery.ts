import type { ColourId, ProductInput } from '@attire/contract';

/** The list with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * The body with each variant's photo: the first image of the gallery tagged with its colour
 * (null when none is, or when the variant has no colour). The tags are the form's own; the
 * API keeps only this photo per colour.
 */
export function withColourImages(
  body: ProductInput,
  imageColours: Readonly<Record<string, ColourId | undefined>>,
): ProductInput {
  if (!body.variants) return body;
  const gallery = body.images ?? [body.image];
  const photoOf = (colour: ColourId | null) =>
    (colour && gallery.find((url) => imageColours[url] === colour)) || null;
  return {
    ...body,
    variants: body.variants.map((variant) => ({ ...variant, image: photoOf(variant.colour) })),
  };
}
