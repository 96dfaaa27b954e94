import { Card, CardContent } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth-store';
import { EmailStatus } from './email-status';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The account's Profile tab: its e-mail address and state, its name, its password. */
export function ProfileTab() {
  const user = useCurrentUser();
  return (
    <div className="grid max-w-xl gap-4">
      <Card>
        <CardContent className="pt-6">
          <EmailStatus user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <PasswordForm email={user.email} />
        </CardContent>
      </Card>
    </div>
  );
}
