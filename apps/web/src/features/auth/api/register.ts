import type { AuthReply, RegisterInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { useAuthAction } from './use-auth-action';

export function register(input: RegisterInput): Promise<AuthReply> {
  return apiCall('auth.register', { body: input });
}

export function useRegister() {
  return useAuthAction(register);
}
