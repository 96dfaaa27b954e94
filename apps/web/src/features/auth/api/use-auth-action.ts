import { useState } from 'react';
import type { AuthReply } from '@attire/contract';
import { toastError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { dismissErrorToasts, toast } from '@/lib/toast';

/**
 * Runs a sign-in call: on success keeps the account and token and shows the server's message;
 * on failure forgets them, shows the failure and rejects with it, so that a form can put the
 * server's field errors back on its fields. Plain state instead of TanStack Query keeps the
 * login page light.
 */
export function useAuthAction<Input>(call: (input: Input) => Promise<AuthReply>) {
  const [isPending, setPending] = useState(false);

  async function run(input: Input): Promise<void> {
    setPending(true);
    try {
      const reply = await call(input);
      authStore.signIn(reply.user, reply.token);
      // A refused earlier attempt must not follow the account to its first page.
      dismissErrorToasts();
      if (reply.message) toast({ title: reply.message });
    } catch (error) {
      authStore.signOut();
      toastError(error);
      throw error;
    } finally {
      setPending(false);
    }
  }

  return { run, isPending };
}
