import type { AuthReply, LoginInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { useAuthAction } from './use-auth-action';

export function login(input: LoginInput): Promise<AuthReply> {
  return apiCall('auth.login', { body: input });
}

export function useLogin() {
  return useAuthAction(login);
}
