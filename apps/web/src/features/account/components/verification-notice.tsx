import { ACCOUNT_UI_MESSAGES } from '@attire/contract';
import { useAuth } from '@/lib/auth-store';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * A quiet reminder for a shopper whose address is not verified yet. It asks nothing of them:
 * an unverified account shops as any other.
 */
export function VerificationNotice() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <aside
      aria-label="E-mail verification"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 px-4 py-3 text-sm"
    >
      <p>{ACCOUNT_UI_MESSAGES.emailNotVerified}</p>
      <ResendVerificationButton />
    </aside>
  );
}
