// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: every page's first
// load carries messages.ts (UI_MESSAGES), while these texts are shown only by Logout and Google's
// pop-up, which download on demand (and the sign-in page does not need them in its first load).

/**
 * Logout's toast (the spec's text) and Google sign-in's failures: shown by Logout and Google's
 * pop-up, which download on demand, and the first two also sent by the server, from here.
 */
export const AUTH_MESSAGES = {
  loggedOut: 'Logged out successfully!',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleSignInCancelled: 'Google sign-in was cancelled.',
  googleSignInFailed: 'Google sign-in failed. Please try again.',
} as const;
