import type { z } from 'zod';
import { ChangePasswordSchema } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useChangePassword } from '../api/change-password';

type PasswordFields = z.input<typeof ChangePasswordSchema>;
const EMPTY: PasswordFields = { currentPassword: '', password: '', password_confirmation: '' };

const FIELDS: { name: keyof PasswordFields; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/**
 * Changes the password with the current one. The account's other sessions end; this one goes
 * on with the new token the reply carries.
 */
export function PasswordForm({ email }: { email: string }) {
  const form = useContractForm(ChangePasswordSchema, { defaultValues: EMPTY });
  const { mutateAsync, isPending } = useChangePassword();
  const onSubmit = submitHandler(form, FIELD_NAMES, async (values) => {
    await mutateAsync(values);
    form.reset(EMPTY);
  });

  return (
    <form
      className="grid gap-4"
      aria-labelledby="profile-password-heading"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h2 id="profile-password-heading" className="text-lg font-semibold">
        Password
      </h2>
      {/* Tells a password manager which account's password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`profile-${field.name}`}
          type="password"
          label={field.label}
          autoComplete={field.autoComplete}
          error={form.formState.errors[field.name]?.message}
          {...form.register(field.name)}
        />
      ))}
      <Button type="submit" className="w-full sm:w-fit" disabled={isPending}>
        Change password
      </Button>
    </form>
  );
}
