import type { Product } from '@attire/contract';
import { useState } from 'react';
import {
  chosenVariant,
  colourImage,
  initialChoice,
  leadPicture,
  missingChoices,
  sizeMade,
} from '../../lib/variants';

/**
 * The shopper's size and colour, the picture on show (which follows the colour) and whether
 * to say what is still to choose. `askAtOnce` says it from the start: the shopper pressed a
 * tile's Add to cart, which needs a size. `linkedColour` is the colour the link named (a tile
 * of a listing filtered by it): chosen, and shown, from the start.
 */
export function useVariantChoice(
  product: Product,
  askAtOnce = false,
  linkedColour: string | null = null,
) {
  const [choice, setChoice] = useState(() => initialChoice(product, linkedColour));
  const [image, setImage] = useState(
    () => (choice.colour && colourImage(product, choice.colour)) ?? leadPicture(product),
  );
  const [asked, setAsked] = useState(askAtOnce);

  const chooseColour = (colour: string) => {
    const photo = colourImage(product, colour);
    if (photo) setImage(photo);
    // A size the new colour does not come in cannot stay chosen; one sold out in it can (the
    // shopper may ask to be told when it is back).
    setChoice((current) => ({
      colour,
      size: current.size !== null && sizeMade(product, current.size, colour) ? current.size : null,
    }));
  };
  const chooseSize = (size: string) => setChoice((current) => ({ ...current, size }));

  return {
    ...choice,
    image,
    showImage: setImage,
    chooseColour,
    chooseSize,
    variant: chosenVariant(product, choice),
    /** What the shopper has been told to choose and has not yet. */
    prompts: asked ? missingChoices(product, choice) : [],
    /** Tells the shopper what is still to choose; false when nothing is. */
    ask: () => {
      setAsked(true);
      return missingChoices(product, choice).length > 0;
    },
  };
}

export type VariantChoiceState = ReturnType<typeof useVariantChoice>;
