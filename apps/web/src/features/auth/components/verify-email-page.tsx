import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_UI_MESSAGES } from '@attire/contract';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { keepVerifiedUser, verifyEmail } from '../api/verify-email';

type Verification =
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; message: string };

/** Verifies the link's token as soon as the page opens. */
function useVerification(token: string): Verification {
  const [result, setResult] = useState<Verification>({ state: 'verifying' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyEmail(token).then(
      ({ user, message }) => {
        keepVerifiedUser(user);
        const shown = message || ACCOUNT_UI_MESSAGES.emailVerified;
        if (current) setResult({ state: 'verified', message: shown });
      },
      (error: unknown) => {
        const message =
          error instanceof ApiError
            ? (error.errors?.token?.[0] ?? error.message)
            : ACCOUNT_UI_MESSAGES.linkIncomplete;
        if (current) setResult({ state: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return token ? result : { state: 'failed', message: ACCOUNT_UI_MESSAGES.linkIncomplete };
}

/**
 * The page a verification link opens (/auth/verify-email?token=…), signed in or not. A shopper
 * whose link failed can ask for a new one on the account's Profile tab.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const verification = useVerification(params.get('token')?.trim() ?? '');
  const { isAuthenticated } = useAuth();
  const next = isAuthenticated
    ? { to: '/shop/account?tab=profile', label: 'Go to your account' }
    : { to: '/auth/login', label: 'Sign In' };

  // The heading says where things stand, so that a verified address does not read as a request.
  const heading = {
    verifying: ACCOUNT_UI_MESSAGES.verifyEmailHeading,
    verified: ACCOUNT_UI_MESSAGES.emailVerifiedHeading,
    failed: ACCOUNT_UI_MESSAGES.verifyEmailFailedHeading,
  }[verification.state];

  return (
    <div className="mx-auto w-full max-w-md space-y-6 text-center">
      <title>{`${heading} · Attire`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {/* One live region whose text changes, so that the outcome is read out. */}
      <p
        role="status"
        className={verification.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}
      >
        {verification.state === 'verifying'
          ? ACCOUNT_UI_MESSAGES.verifyingEmail
          : verification.message}
      </p>
      {verification.state !== 'verifying' && (
        <p className="text-sm">
          <Link to={next.to} className="font-medium text-primary underline">
            {next.label}
          </Link>
        </p>
      )}
    </div>
  );
}
