/**
 * A dialog's `onCloseAutoFocus` for when its opener may be gone by the time it closes (the
 * step it took removed the button): focus then goes to the element with `fallbackId`, often a
 * section's heading, instead of being lost to the page. While the opener is there, the dialog
 * gives focus back to it as usual.
 */
export function focusFallbackIfOpenerGone(
  opener: () => Element | null | undefined,
  fallbackId: string,
) {
  return (event: Event) => {
    if (opener()?.isConnected) return;
    const fallback = document.getElementById(fallbackId);
    if (!fallback) return;
    event.preventDefault();
    // A heading is not focusable by default; -1 lets a script focus it without adding a tab stop.
    if (fallback.tabIndex < 0) fallback.tabIndex = -1;
    fallback.focus();
  };
}
