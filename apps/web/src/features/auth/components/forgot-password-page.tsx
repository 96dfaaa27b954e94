import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form/submit';
import { usePlainForm } from '@/lib/form/use-plain-form';
import { forgotPassword } from '../api/forgot-password';
import { forgotPasswordResolver } from '../lib/auth-form-checks';
import { AuthField } from './auth-field';

// Stable, so that a re-render does not move focus back here.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Forgot your password? Asks for a reset link; the reply, and so the page, is the same for
 * every address, so nobody can learn here whether an address has an account.
 */
export function ForgotPasswordPage() {
  const form = usePlainForm(forgotPasswordResolver);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitHandler(form, ['email'], async (values) => {
    try {
      const reply = await forgotPassword(values);
      setConfirmation(reply.message);
    } catch (error) {
      toastError(error);
      throw error;
    }
  });

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <title>Forgot your password? · Attire</title>
        <h1 className="text-3xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {ACCOUNT_UI_MESSAGES.forgotPasswordHint}
        </p>
      </div>
      {confirmation ? (
        // Focused when it replaces the form, so that it is read out and the keyboard goes on
        // from here.
        <p
          role="status"
          tabIndex={-1}
          ref={focusOnMount}
          className="rounded-md border bg-muted p-4 text-sm outline-none"
        >
          {confirmation}
        </p>
      ) : (
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <AuthField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email..."
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            Send reset link
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
