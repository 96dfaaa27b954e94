import type { AuthReply, RegisterInput } from '@attire/contract';
import { api } from '@/lib/api-client';
import { useAuthAction } from './use-auth-action';

export function register(input: RegisterInput): Promise<AuthReply> {
  return api<AuthReply>('/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useAuthAction(register);
}
