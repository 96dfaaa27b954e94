import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRegister } from '../api/register';
import { AuthField } from './auth-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * Create an account. The spec sends a new e-mail account to /admin/dashboard (the guard then
 * takes a shopper to the shop) and a Google one to /shop/home.
 */
export function RegisterPage() {
  const [form, setForm] = useState(EMPTY);
  const { run, isPending } = useRegister();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(form)) navigate('/admin/dashboard', { replace: true });
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Create an account</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-primary underline">
            Login
          </Link>
        </p>
      </div>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <AuthField
          id="name"
          label="Name"
          autoComplete="name"
          placeholder="Enter your name..."
          {...field('name')}
        />
        <AuthField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email..."
          {...field('email')}
        />
        <AuthField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter your password..."
          {...field('password')}
        />
        <AuthField
          id="password_confirmation"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter your password again..."
          {...field('password_confirmation')}
        />
        <Button type="submit" className="w-full" disabled={isPending}>
          Create an account
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onSuccess={() => navigate('/shop/home', { replace: true })} />
    </div>
  );
}
