import { cva } from 'class-variance-authority';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { LIMITS } from '@attire/contract';
import { cn } from '@/lib/cn';
import type { ToastVariant } from '@/lib/toast';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full touch-pan-y items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg animate-fade-in select-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

interface ToastProps {
  variant: ToastVariant;
  duration: number;
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * One toast: closes itself after `duration` (paused while hovered or focused) and when swiped
 * right past the spec's threshold (the Toaster closes it on Escape).
 */
export function Toast({ variant, duration, onDismiss, children }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(duration);
  const swipeStart = useRef<number | null>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > LIMITS.toastSwipeThreshold) onDismiss();
    else setOffset(0);
  };

  return (
    // A div, not a list item: a status or alert role on an <li> would break the list's structure.
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      className={cn(
        toastVariants({ variant }),
        'outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : {}}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      {children}
    </div>
  );
}

export function ToastTitle({ children }: { children: ReactNode }) {
  return <div className="text-sm font-semibold">{children}</div>;
}

export function ToastDescription({ children }: { children: ReactNode }) {
  return <div className="text-sm opacity-90">{children}</div>;
}

export function ToastClose({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute top-2 right-2 rounded-md p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
    >
      {/* Drawn inline: the toast area is on every page, an icon library is not. */}
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        aria-hidden="true"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
      <span className="sr-only">Close</span>
    </button>
  );
}

export function ToastAction(props: { label: string; altText: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current"
    >
      {props.label}
      <span className="sr-only">{` (${props.altText})`}</span>
    </button>
  );
}
