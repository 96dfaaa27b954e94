import { SIGN_IN_MESSAGES } from '@attire/contract';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { submitHandler } from '@/lib/form/submit';
import { useAuth } from '@/lib/auth-store';
import { usePlainForm } from '@/lib/form/use-plain-form';
import { returnPathOf, returnQuery } from '@/lib/return-path';
import { useLogin } from '../api/login';
import { loginResolver } from '../lib/auth-form-checks';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

/**
 * Sign In. After success the account goes back to the page that sent it here (the address's
 * `returnTo`, when it is a page of this shop), else the route guard takes it to its home.
 */
export function LoginPage() {
  const returnPath = returnPathOf(useLocation().search);
  const { isAuthenticated } = useAuth();
  const form = usePlainForm(loginResolver);
  const { run } = useLogin();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitHandler(form, ['email', 'password'], run);

  // '/' is where the guard sends each account to its own home.
  if (isAuthenticated) return <Navigate to={returnPath ?? '/'} replace />;

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <title>Sign In · Attire</title>
        <h1 className="text-3xl font-bold tracking-tight">Sign In</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Link
            to={`/auth/register${returnQuery(returnPath)}`}
            className="font-medium text-primary underline"
          >
            Register
          </Link>
        </p>
      </div>
      {returnPath && (
        <p className="rounded-md border bg-muted px-4 py-3 text-sm">
          {SIGN_IN_MESSAGES.signInToContinue}
        </p>
      )}
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
        <AuthField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password..."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          to="/auth/forgot-password"
          className="-mt-2 justify-self-end text-sm font-medium text-primary underline"
        >
          Forgot your password?
        </Link>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          Sign In
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
    </div>
  );
}
