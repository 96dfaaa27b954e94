/**
 * Every dialog and sheet applies this to `onInteractOutside`: the toasts sit above every overlay, so a
 * press on one (to read it, swipe it or close it) would otherwise count as a click outside and
 * close the dialog, losing what the person had typed.
 */
export function ignoreToastInteraction(event: Event) {
  const target = event.target;
  if (target instanceof Element && target.closest('[role="alert"], [role="status"]')) {
    event.preventDefault();
  }
}
