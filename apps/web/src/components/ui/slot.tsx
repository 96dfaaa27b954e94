import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { cn } from '@/lib/cn';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type Props = Record<string, unknown>;

/** Both refs get the element (a function ref or an object one). */
function bothRefs(first: Ref<unknown>, second: Ref<unknown>): RefCallback<unknown> {
  return (node) => {
    for (const ref of [first, second]) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its one child with the slot's props merged in, for `asChild` (a link with a button's
 * look). Radix's Slot, cut to what our primitives use: it is on every page's first load, and
 * Radix's with its ref helpers weighs about 1 KB gzip more. Classes are joined, styles merged,
 * handlers both called (the child's first), refs both set; otherwise the child's props win.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const ours = slotProps as Props;
  const theirs = child.props;
  const merged: Props = { ...ours, ...theirs };
  for (const key of Object.keys(ours)) {
    const mine = ours[key];
    const its = theirs[key];
    if (its === undefined || mine === undefined) continue;
    if (key === 'className') merged.className = cn(mine as string, its as string);
    else if (key === 'style') merged.style = { ...(mine as object), ...(its as object) };
    else if (key === 'ref') merged.ref = bothRefs(mine as Ref<unknown>, its as Ref<unknown>);
    else if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof its === 'function') {
      merged[key] = (...args: unknown[]) => {
        its(...args);
        mine(...args);
      };
    }
  }
  return cloneElement(child, merged);
}
