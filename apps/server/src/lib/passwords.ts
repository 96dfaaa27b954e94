import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's suggested minimum (19 MiB, 2 passes): about 20 ms on this hardware.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the e-mail is unknown makes a failed login take as long as a
 * wrong password, so timing does not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));
