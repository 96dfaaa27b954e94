import { COLOURS } from '@attire/contract';
import { cn } from '@/lib/cn';

// Multicolour has no one hue: a wheel says "many" at a glance.
const MULTI = 'conic-gradient(#c8323c, #f2c230, #2f8a4e, #2f6fd6, #7a4fb0, #c8323c)';

/** A round patch of a palette colour. Decorative: its label always stands beside it. */
export function ColourSwatch({ colour, className }: { colour: string; className?: string }) {
  const hex = COLOURS.find((item) => item.id === colour)?.hex;
  return (
    <span
      aria-hidden="true"
      style={{ background: colour === 'multi' ? MULTI : hex }}
      // A thin dark rim keeps white and beige visible on a white sheet.
      className={cn('size-4 shrink-0 rounded-full border border-black/25', className)}
    />
  );
}
