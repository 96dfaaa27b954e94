import { ApiError } from '@/lib/api-client';

/**
 * Why the server refused a promotion code (409 with `errors.promoCode`), in its words; undefined
 * for any other failure, which is not about the code.
 */
export function promoRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return error.errors?.promoCode?.[0];
}
