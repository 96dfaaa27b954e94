import { expect } from 'vitest';
import { AppError } from '../../src/lib/errors.js';

/** That `promise` fails with the shop's own error, carrying this status and message. */
export async function expectAppError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, message });
}
