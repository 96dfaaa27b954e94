import { COLOURS } from '@attire/contract';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

// Multicolour has no one hue: a wheel says "many" at a glance.
const MULTI = 'conic-gradient(#c8323c, #f2c230, #2f8a4e, #2f6fd6, #7a4fb0, #c8323c)';

/** Light colours take a dark tick, dark ones a white tick (relative luminance of the hex). */
function isLight(hex: string): boolean {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}

/**
 * A round patch of a palette colour, ticked when chosen. Purely visual: the label beside it
 * names the colour for everyone, so it is hidden from screen readers. Shared by the listing's
 * colour filter; a product page may use it too.
 */
export function ColourSwatch({
  colour,
  checked = false,
  className,
}: {
  colour: string;
  checked?: boolean;
  className?: string;
}) {
  const hex = COLOURS.find((item) => item.id === colour)?.hex ?? '#9b8c7a';
  const style: CSSProperties = { background: colour === 'multi' ? MULTI : hex };
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        // A thin dark rim keeps white and beige visible on the white page.
        'grid size-6 shrink-0 place-items-center rounded-full border border-black/25',
        checked && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        className,
      )}
    >
      {checked && (
        <Check
          className={cn('size-4', isLight(hex) ? 'text-black' : 'text-white')}
          strokeWidth={3}
        />
      )}
    </span>
  );
}
