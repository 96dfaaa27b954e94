import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LoginSchema } from '@attire/contract';
import { submitHandler } from './submit';
import { useDeferredForm } from './use-deferred-form';

const EmailSchema = LoginSchema.pick({ email: true });
type EmailForm = { email: string };
type Load = () => Promise<Resolver<EmailForm>>;

function EmailForm({ load, send }: { load: Load; send: (values: EmailForm) => Promise<void> }) {
  const form = useDeferredForm(load);
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

describe('useDeferredForm', () => {
  it('starts downloading the schema when the form mounts, before any submit', () => {
    const load = vi.fn<Load>(() => new Promise(() => {}));
    render(<EmailForm load={load} send={vi.fn()} />);
    expect(load).toHaveBeenCalled();
  });

  it('waits on submit for the schema, then sends only what it accepts, as it outputs it', async () => {
    let arrive: (resolver: Resolver<EmailForm>) => void = () => {};
    const schemaModule = new Promise<Resolver<EmailForm>>((resolve) => (arrive = resolve));
    const send = vi.fn(async () => {});
    render(<EmailForm load={() => schemaModule} send={send} />);

    await submit('not-an-email');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    arrive(zodResolver(EmailSchema) as Resolver<EmailForm>);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await submit(' Asha@Example.com');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'asha@example.com' }));
  });

  it('still sends when the schema cannot be downloaded: the server applies the same rules', async () => {
    const send = vi.fn(async () => {});
    render(<EmailForm load={() => Promise.reject(new Error('offline'))} send={send} />);
    await submit('asha@example.com');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'asha@example.com' }));
  });
});
