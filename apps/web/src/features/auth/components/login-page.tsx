import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLogin } from '../api/login';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

/** Sign In. After success the route guard takes the account to its home. */
export function LoginPage() {
  const [form, setForm] = useState({ email: '', password: '' });
  const { run, isPending } = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(form);
  };

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Sign In</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Link to="/auth/register" className="font-medium text-primary underline">
            Register
          </Link>
        </p>
      </div>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <AuthField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email..."
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <AuthField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password..."
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          Sign In
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
    </div>
  );
}
