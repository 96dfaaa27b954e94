import { useEffect, useRef } from 'react';
import { dismissToast, useToasts } from '@/lib/toast';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastTitle } from './toast';

const HOTKEY = 'F8';

/**
 * The toast area: shows the open toast; F8 moves focus to it, and Escape anywhere closes it
 * unless a dialog, menu or list box is open to take that Escape for itself.
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) viewport.current?.focus();
      else if (
        event.key === 'Escape' &&
        !document.querySelector('[role=dialog],[role=menu],[role=listbox]')
      )
        dismissToast();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // aria-live (off: each toast is its own status or alert) keeps the area out of the
    // aria-hidden that an open dialog or sheet puts on the rest of the page, so a toast raised
    // from inside one (a refused review, the stock limit) is still announced.
    <section aria-label={`Notifications (${HOTKEY})`} aria-live="off">
      {/* Placed clear of the header's cart button and of the cart sheet's Checkout (issue 25):
          under the header on phones and tablets (a sheet there is as wide as the screen, its
          Checkout at the bottom), bottom left from the large breakpoint (the sheet is on the
          right). The area itself lets clicks through; only a toast takes them. */}
      <div
        ref={viewport}
        tabIndex={-1}
        className="pointer-events-none fixed top-16 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none lg:top-auto lg:right-auto lg:bottom-0 lg:left-0 lg:max-w-[420px]"
      >
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <Toast
              key={item.id}
              variant={item.variant}
              duration={item.duration}
              onDismiss={() => dismissToast(item.id)}
            >
              <div className="grid gap-1">
                {item.title && <ToastTitle>{item.title}</ToastTitle>}
                {item.description && <ToastDescription>{item.description}</ToastDescription>}
              </div>
              {item.action && (
                <ToastAction
                  label={item.action.label}
                  altText={item.action.altText}
                  onClick={() => {
                    item.action?.onClick();
                    dismissToast(item.id);
                  }}
                />
              )}
              <ToastClose onClick={() => dismissToast(item.id)} />
            </Toast>
          ))}
      </div>
    </section>
  );
}
