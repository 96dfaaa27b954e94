import type { GoogleSignInInput } from '@attire/contract';

/**
 * Signs in with Google's pop-up and returns what the server needs. The pop-up code and Firebase
 * (~100 KB) download on the first click: never for someone who signs in with a password, and
 * not in the sign-in pages' first load (docs/decisions/0007).
 */
export function signInWithGooglePopup(): Promise<GoogleSignInInput> {
  return import('./google-popup').then((module) => module.openGooglePopup());
}
