/**
 * A cookie the server sets beside the session's httpOnly one, and clears with it: "1", and
 * nothing secret. The web app cannot read the session cookie, so this tells it whether there may
 * be a session to ask about. Without it, and without a stored token, nobody is signed in, and
 * the app opens the sign-in page without asking the server (which would answer 401, one more
 * round trip and an error in the console on every visit).
 */
export const SIGNED_IN_COOKIE = 'signed_in';
