import { useSyncExternalStore } from 'react';
import { LIMITS } from '@attire/contract';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen-reader user can do instead; an action without it is dropped. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, LIMITS.toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it stays in the list, closed, until the removal delay passes. */
export function dismissToast(id?: string) {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/**
 * Closes the open error toasts: once an action has succeeded, or the shopper has moved to
 * another page, an earlier failure no longer describes what they see (issue 25).
 */
export function dismissErrorToasts() {
  for (const item of toasts) if (item.open && item.variant === 'destructive') dismissToast(item.id);
}

/** Shows a toast. Only the newest `LIMITS.toastLimit` toasts are kept: one at a time. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const action = input.action?.altText.trim() ? input.action : undefined;
  const item: ToastItem = {
    ...input,
    action,
    id,
    variant: input.variant ?? 'default',
    duration: input.duration ?? LIMITS.toastDurationMs,
    open: true,
  };
  setToasts([item, ...toasts].slice(0, LIMITS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts);
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}
