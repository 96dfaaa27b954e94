import { useState } from 'react';
import type { AuthReply } from '@attire/contract';
import { toastError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

/**
 * Runs a sign-in call: on success keeps the account and token, on failure forgets them and
 * shows the server's message. Plain state instead of TanStack Query keeps the login page light.
 */
export function useAuthAction<Input>(call: (input: Input) => Promise<AuthReply>) {
  const [isPending, setPending] = useState(false);

  async function run(input: Input): Promise<boolean> {
    setPending(true);
    try {
      const reply = await call(input);
      authStore.signIn(reply.user, reply.token);
      if (reply.message) toast({ title: reply.message });
      return true;
    } catch (error) {
      authStore.signOut();
      toastError(error);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { run, isPending };
}
