// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: every page's first
// load carries messages.ts (UI_MESSAGES), while these texts are shown only where they are needed.

/** The sign-in page's own text (issue 25, item 3): only its chunk carries it. */
export const SIGN_IN_MESSAGES = {
  /** Shown when the visitor was sent to sign in from a page of the shop. */
  signInToContinue: 'Please sign in to see that page. You will be taken straight back to it.',
} as const;
