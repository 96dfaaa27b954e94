import { ACCOUNT_UI_MESSAGES, type User } from '@attire/contract';
import { Badge } from '@/components/ui/badge';
import { ResendVerificationButton } from './resend-verification-button';

/** The account's e-mail address, whether it is verified, and a new link when it is not. */
export function EmailStatus({ user }: { user: User }) {
  return (
    <section aria-labelledby="profile-email-heading" className="grid gap-3">
      <h2 id="profile-email-heading" className="text-lg font-semibold">
        E-mail
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium [overflow-wrap:anywhere]">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="outline">Not verified</Badge>
        )}
      </p>
      {!user.emailVerified && (
        <>
          <p className="text-sm text-muted-foreground">{ACCOUNT_UI_MESSAGES.emailNotVerified}</p>
          <ResendVerificationButton />
        </>
      )}
    </section>
  );
}
