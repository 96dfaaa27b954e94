import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { colourLabel, type ColourId } from '@attire/contract';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export type GalleryAction = 'up' | 'down' | 'remove';

interface GalleryImageItemProps {
  url: string;
  /** 1-based place in the gallery. */
  position: number;
  colours: readonly ColourId[];
  colour: ColourId | undefined;
  /** Which buttons are offered (a pinned main image, the ends of the list). */
  can: Record<GalleryAction, boolean>;
  onAction: (action: GalleryAction) => void;
  onColourChange: (colour: ColourId | undefined) => void;
  buttonRef: (action: GalleryAction) => Ref<HTMLButtonElement>;
}

const NO_COLOUR = 'none';
const ACTIONS = [
  { action: 'up', label: (name: string) => `Move ${name} up`, Icon: ArrowUp },
  { action: 'down', label: (name: string) => `Move ${name} down`, Icon: ArrowDown },
  { action: 'remove', label: (name: string) => `Remove ${name}`, Icon: Trash2 },
] as const;

/** One picture of the gallery: its place, its colour, and buttons to move or remove it. */
export function GalleryImageItem({
  url,
  position,
  colours,
  colour,
  can,
  onAction,
  onColourChange,
  buttonRef,
}: GalleryImageItemProps) {
  const name = `image ${position}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border p-2">
      <img
        src={url}
        alt={`Gallery ${name}`}
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <span className="font-medium">
          {position === 1 ? `Image ${position} (main)` : `Image ${position}`}
        </span>
        {colours.length > 0 && (
          <Select
            value={colour && colours.includes(colour) ? colour : NO_COLOUR}
            onValueChange={(value) =>
              onColourChange(value === NO_COLOUR ? undefined : (value as ColourId))
            }
          >
            <SelectTrigger aria-label={`Colour of ${name}`} className="h-9 w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_COLOUR}>No colour</SelectItem>
              {colours.map((id) => (
                <SelectItem key={id} value={id}>
                  {colourLabel(id)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <div className="flex gap-1">
        {ACTIONS.map(({ action, label, Icon }) => (
          <Button
            key={action}
            ref={buttonRef(action)}
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={label(name)}
            disabled={!can[action]}
            onClick={() => onAction(action)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </li>
  );
}
