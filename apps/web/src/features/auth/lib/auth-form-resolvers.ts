import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, RegisterSchema } from '@attire/contract';

// Imported on demand only (see useDeferredForm): zod and the schemas stay out of the sign-in
// pages' first load. One module for both, so that moving between them downloads it once.
export const loginResolver = zodResolver(LoginSchema);
export const registerResolver = zodResolver(RegisterSchema);
