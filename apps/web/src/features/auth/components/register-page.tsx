import type { RegisterInput } from '@attire/contract';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { submitHandler } from '@/lib/form/submit';
import { useAuth } from '@/lib/auth-store';
import { usePlainForm } from '@/lib/form/use-plain-form';
import { returnPathOf, returnQuery } from '@/lib/return-path';
import { useRegister } from '../api/register';
import { registerResolver } from '../lib/auth-form-checks';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const FIELDS: {
  name: keyof RegisterInput;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  placeholder: string;
}[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Enter your name...' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'Enter your email...',
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Enter your password...',
  },
  {
    name: 'password_confirmation',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Enter your password again...',
  },
];

/**
 * Create an account. The spec sends a new e-mail account to /admin/dashboard (the guard then
 * takes a shopper to the shop) and a Google one to /shop/home; a visitor sent to sign in from a
 * page of the shop goes back to that page instead.
 */
export function RegisterPage() {
  const returnPath = returnPathOf(useLocation().search);
  const { isAuthenticated } = useAuth();
  const form = usePlainForm(registerResolver);
  const { run } = useRegister();
  const navigate = useNavigate();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitHandler(
    form,
    FIELDS.map((field) => field.name),
    async (account) => {
      await run(account);
      navigate(returnPath ?? '/admin/dashboard', { replace: true });
    },
  );

  // Signed in on the way back to a page ('/' is where the guard sends each account home).
  if (isAuthenticated) return <Navigate to={returnPath ?? '/'} replace />;

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <title>Create an account · Attire</title>
        <h1 className="text-3xl font-bold tracking-tight">Create an account</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link
            to={`/auth/login${returnQuery(returnPath)}`}
            className="font-medium text-primary underline"
          >
            Login
          </Link>
        </p>
      </div>
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        {FIELDS.map(({ name, ...field }) => (
          <AuthField
            key={name}
            id={name}
            error={errors[name]?.message}
            {...field}
            {...form.register(name)}
          />
        ))}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          Create an account
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onSuccess={() => navigate(returnPath ?? '/shop/home', { replace: true })} />
    </div>
  );
}
