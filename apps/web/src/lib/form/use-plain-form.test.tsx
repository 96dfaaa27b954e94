import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LoginSchema } from '@attire/contract';
import { submitHandler } from './submit';
import { usePlainForm } from './use-plain-form';

const EmailSchema = LoginSchema.pick({ email: true });
type EmailForm = { email: string };
const emailResolver = zodResolver(EmailSchema) as Resolver<EmailForm>;

function EmailForm({ send }: { send: (values: EmailForm) => Promise<void> }) {
  const form = usePlainForm(emailResolver);
  const onSubmit = submitHandler(form, ['email'], send);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <input aria-label="Email" {...form.register('email')} />
      <p>{form.formState.errors.email?.message}</p>
      <button disabled={form.formState.isSubmitting}>Send</button>
    </form>
  );
}

async function submit(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('usePlainForm', () => {
  it('sends only what the resolver accepts, as it outputs it', async () => {
    const send = vi.fn(async () => {});
    render(<EmailForm send={send} />);

    await submit('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await submit(' Asha@Example.com');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'asha@example.com' }));
  });

  it('keeps the button disabled while the values are being sent', async () => {
    let done: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<EmailForm send={send} />);
    await submit('asha@example.com');
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    done();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});
