import type { AuthReply, LoginInput } from '@attire/contract';
import { api } from '@/lib/api-client';
import { useAuthAction } from './use-auth-action';

export function login(input: LoginInput): Promise<AuthReply> {
  return api<AuthReply>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useAuthAction(login);
}
