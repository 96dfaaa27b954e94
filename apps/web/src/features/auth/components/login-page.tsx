import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { submitHandler } from '@/lib/form/submit';
import { useDeferredForm } from '@/lib/form/use-deferred-form';
import { useLogin } from '../api/login';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const loadResolver = () =>
  import('../lib/auth-form-resolvers').then((module) => module.loginResolver);

/** Sign In. After success the route guard takes the account to its home. */
export function LoginPage() {
  const form = useDeferredForm(loadResolver);
  const { run } = useLogin();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitHandler(form, ['email', 'password'], run);

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <title>Sign In · Attire</title>
        <h1 className="text-3xl font-bold tracking-tight">Sign In</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Link to="/auth/register" className="font-medium text-primary underline">
            Register
          </Link>
        </p>
      </div>
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
