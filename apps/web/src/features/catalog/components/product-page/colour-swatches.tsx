import { CATALOG_UI_MESSAGES, COLOURS, colourLabel } from '@attire/contract';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { ChoicePrompt } from './choice-prompt';

const HEX = new Map<string, string>(COLOURS.map((colour) => [colour.id, colour.hex]));
// 'multi' is many colours at once: a wheel says so better than any one hex.
const MULTI = 'conic-gradient(#c8323c, #f2c230, #2f8a4e, #2f6fd6, #7a4fb0, #c8323c)';

interface ColourSwatchesProps {
  colours: string[];
  chosen: string | null;
  onChoose: (colour: string) => void;
  prompt: boolean;
}

/** The product's colours as round swatches, each a button named by its colour. */
export function ColourSwatches({ colours, chosen, onChoose, prompt }: ColourSwatchesProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-semibold">
        Colour
        {chosen && (
          <span className="font-normal text-muted-foreground">: {colourLabel(chosen)}</span>
        )}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {colours.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-pressed={colour === chosen}
            aria-label={colourLabel(colour)}
            title={colourLabel(colour)}
            onClick={() => onChoose(colour)}
            className={cn(
              // The chosen swatch is ringed; keyboard focus shows as an outline beyond the ring.
              'size-11 rounded-full p-1 outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
              colour === chosen && 'ring-2 ring-primary',
            )}
          >
            <span
              aria-hidden="true"
              className="block size-full rounded-full border border-black/15"
              style={{ background: colour === 'multi' ? MULTI : HEX.get(colour) }}
            />
          </button>
        ))}
      </div>
      {prompt && <ChoicePrompt message={CATALOG_UI_MESSAGES.selectColour} />}
    </div>
  );
}
