import { useEffect, useRef } from 'react';
import type { CartItem } from '@attire/contract';

// Lines are keyed by their id: one product may have a line per size and colour.
interface PendingRemoval {
  lineId: string;
  /** The lines to focus instead, best first: the next one, then the previous one. */
  neighbours: string[];
}

/**
 * A removed line takes its focused Remove button with it, and focus would fall to the page (or
 * the sheet itself). Once the line is gone, focus moves to the next line's Remove button, else
 * the previous line's, else the empty cart's message.
 */
export function useFocusAfterRemove(items: CartItem[]) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const pending = useRef<PendingRemoval | null>(null);

  useEffect(() => {
    const removal = pending.current;
    if (!removal || items.some((item) => item.id === removal.lineId)) return;
    pending.current = null;
    const target =
      removal.neighbours.map((id) => buttons.current.get(id)).find(Boolean) ??
      [...buttons.current.values()][0] ??
      emptyMessage.current;
    target?.focus();
  }, [items]);

  /** Call as the removal starts; `cancel` when it fails (the line, and its focus, stay). */
  const removing = (lineId: string) => {
    const index = items.findIndex((item) => item.id === lineId);
    const neighbours = [items[index + 1], items[index - 1]].flatMap((item) =>
      item ? [item.id] : [],
    );
    pending.current = { lineId, neighbours };
    return {
      cancel: () => {
        pending.current = null;
      },
    };
  };

  /** A ref for each line's Remove button. */
  const removeButtonRef = (lineId: string) => (element: HTMLElement | null) => {
    if (!element) return;
    buttons.current.set(lineId, element);
    return () => {
      buttons.current.delete(lineId);
    };
  };

  return { removing, removeButtonRef, emptyMessageRef: emptyMessage };
}
