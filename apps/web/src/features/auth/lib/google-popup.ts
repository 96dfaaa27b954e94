import type { GoogleSignInInput } from '@attire/contract';
import { AUTH_MESSAGES } from '@attire/contract';
import { ApiError } from '@/lib/api-client';

const config = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
};

export function isGoogleConfigured(): boolean {
  return Boolean(config.apiKey && config.authDomain && config.projectId);
}

/** Opens Google's pop-up and returns what the server needs. Loaded on demand by ./firebase.ts. */
export async function openGooglePopup(): Promise<GoogleSignInInput> {
  if (!isGoogleConfigured()) throw new ApiError(503, AUTH_MESSAGES.googleNotConfigured);
  const [{ initializeApp, getApps }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const { user } = await auth
    .signInWithPopup(auth.getAuth(app), new auth.GoogleAuthProvider())
    .catch((error: { code?: string }) => {
      const cancelled = /popup-closed|cancelled-popup/.test(error.code ?? '');
      throw new ApiError(
        0,
        cancelled ? AUTH_MESSAGES.googleSignInCancelled : AUTH_MESSAGES.googleSignInFailed,
      );
    });
  return {
    idToken: await user.getIdToken(),
    name: user.displayName ?? undefined,
    email: user.email ?? undefined,
    profileImage: user.photoURL ?? undefined,
  };
}
