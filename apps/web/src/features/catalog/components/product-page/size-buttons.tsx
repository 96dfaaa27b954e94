import { CATALOG_UI_MESSAGES, UI_MESSAGES } from '@attire/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ChoicePrompt } from './choice-prompt';

interface SizeButtonsProps {
  /** In the scale's order. */
  sizes: string[];
  chosen: string | null;
  isSoldOut: (size: string) => boolean;
  /** False for a size the chosen colour does not come in: it cannot be chosen. */
  isMade: (size: string) => boolean;
  onChoose: (size: string) => void;
  prompt: boolean;
}

/**
 * One button per size. A size with no stock (in the chosen colour) is marked Sold out; it can
 * still be chosen, to ask to be told when it is back ("Notify me"), unless the colour does not
 * come in it at all.
 */
export function SizeButtons({
  sizes,
  chosen,
  isSoldOut,
  isMade,
  onChoose,
  prompt,
}: SizeButtonsProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-semibold">
        Size
        {chosen && <span className="font-normal text-muted-foreground">: {chosen}</span>}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = isSoldOut(size);
          return (
            <Button
              key={size}
              type="button"
              variant={size === chosen ? 'default' : 'outline'}
              aria-pressed={size === chosen}
              aria-label={soldOut ? `${size}, ${UI_MESSAGES.soldOut}` : undefined}
              disabled={!isMade(size)}
              onClick={() => onChoose(size)}
              className="h-auto min-h-10 min-w-14 flex-col gap-0 px-3 py-1"
            >
              <span className={soldOut ? 'line-through' : undefined}>{size}</span>
              {soldOut && <span className="text-[0.7rem] font-normal">{UI_MESSAGES.soldOut}</span>}
            </Button>
          );
        })}
      </div>
      {prompt && <ChoicePrompt message={CATALOG_UI_MESSAGES.selectSize} />}
    </div>
  );
}
