import type { AuthReply, GoogleSignInInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { signInWithGooglePopup } from '../lib/firebase';
import { useAuthAction } from './use-auth-action';

export function googleSignIn(input: GoogleSignInInput): Promise<AuthReply> {
  return apiCall('auth.google', { body: input });
}

/** Opens Google's pop-up (Firebase is downloaded only now), then signs in with its ID token. */
async function signInWithGoogle(): Promise<AuthReply> {
  return googleSignIn(await signInWithGooglePopup());
}

export function useGoogleSignIn() {
  return useAuthAction(signInWithGoogle);
}
