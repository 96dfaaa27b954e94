import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationButton() {
  const { mutate, isPending } = useResendVerification();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="w-fit"
      disabled={isPending}
      onClick={() => mutate()}
    >
      Resend verification e-mail
    </Button>
  );
}
