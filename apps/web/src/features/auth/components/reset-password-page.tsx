import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_UI_MESSAGES, type ResetPasswordInput } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form/submit';
import { usePlainForm } from '@/lib/form/use-plain-form';
import { toast } from '@/lib/toast';
import { linkProblemOf, recheckSession, resetPassword } from '../api/reset-password';
import { resetPasswordResolver } from '../lib/auth-form-checks';
import { AuthField } from './auth-field';

const FIELDS: (keyof ResetPasswordInput)[] = ['password', 'password_confirmation'];

/** A link that cannot be used (incomplete, invalid, used or expired): say so, offer a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-destructive p-4 text-sm">
      <p>{message}</p>
      <Link to="/auth/forgot-password" className="font-medium text-primary underline">
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * The page a reset link opens (/auth/reset-password?token=…): a new password, typed twice.
 * Reachable signed in too (an admin opening a link from the Messages page).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = usePlainForm(resetPasswordResolver);
  const [refusal, setRefusal] = useState<string | undefined>();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitHandler(form, FIELDS, async (values) => {
    try {
      const reply = await resetPassword(values);
      toast({ title: reply.message });
      await recheckSession();
      navigate('/auth/login', { replace: true });
    } catch (error) {
      toastError(error);
      setRefusal(linkProblemOf(error));
      throw error;
    }
  });
  // The schema checks the token too: a malformed one is refused before it is sent.
  const linkProblem = token.trim()
    ? (refusal ?? errors.token?.message)
    : ACCOUNT_UI_MESSAGES.linkIncomplete;

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <title>Reset your password · Attire</title>
        <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {ACCOUNT_UI_MESSAGES.resetPasswordHint}
        </p>
      </div>
      {linkProblem ? (
        <LinkProblem message={linkProblem} />
      ) : (
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <input type="hidden" defaultValue={token} {...form.register('token')} />
          <AuthField
            id="password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            placeholder="Enter your password..."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <AuthField
            id="password_confirmation"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            placeholder="Enter your password again..."
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            Reset password
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/auth/login" className="font-medium text-primary underline">
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
