import { Button } from '@/components/ui/button';
import { useGoogleSignIn } from '../api/google-sign-in';
// An image file, not inline SVG: its paths would cost the sign-in pages' first load ~0.3 KB.
import googleMarkUrl from './google-mark.svg?no-inline';

/** Continue with Google; `onSuccess` decides where the new session goes. */
export function GoogleButton({ onSuccess }: { onSuccess?: () => void }) {
  const { run, isPending } = useGoogleSignIn();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={isPending}
      // A refusal has been shown by the sign-in action; there is no field to put it on.
      onClick={() => void run(undefined).then(onSuccess, () => undefined)}
    >
      <img src={googleMarkUrl} alt="" width={16} height={16} className="size-4 shrink-0" />
      Continue with Google
    </Button>
  );
}
