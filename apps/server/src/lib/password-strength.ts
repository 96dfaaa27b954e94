import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';

// zxcvbn (a cracker's view of a password: common passwords, keyboard walks, dates, repeats,
// the user's own name and e-mail) rather than rules of our own about digits and symbols.

/**
 * zxcvbn's score (0 to 4) a password must reach. 2 means more than a million guesses: enough
 * where logins are rate-limited and hashes are argon2. An admin password guards every
 * customer's orders and addresses, so it must reach 3 (more than 10^8 guesses).
 */
export const MIN_SCORE = { user: 2, admin: 3 } as const;

// Past this length a password is strong anyway; checking all 128 allowed characters of an
// adversarial one would hold the event loop for a tenth of a second.
const CHECKED_LENGTH = 64;

let estimator: ZxcvbnCore.ZxcvbnFactory | undefined;

/**
 * Built on first use: the dictionaries take about 15 MB and 0.2 s to load, which a process that
 * never sets a password (most of them, and most tests) should not pay. `require` rather than
 * `import()` keeps the check synchronous for loadConfig; these packages' Node entry point is
 * CommonJS either way.
 */
function getEstimator(): ZxcvbnCore.ZxcvbnFactory {
  if (!estimator) {
    const require = createRequire(import.meta.url);
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const common = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
    estimator = new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: CHECKED_LENGTH,
    });
  }
  return estimator;
}

/** What a guesser would try first: the account's name, its e-mail and the e-mail's local part. */
function personalWords(person: { name?: string; email?: string }): string[] {
  const words = [person.name, person.email, person.email?.split('@')[0]];
  return words.filter((word): word is string => Boolean(word));
}

/** Whether a password is too easy to guess for an account of this role. */
export function isGuessablePassword(
  password: string,
  person: { name?: string; email?: string; role?: 'user' | 'admin' } = {},
): boolean {
  const { score } = getEstimator().check(password, personalWords(person));
  return score < MIN_SCORE[person.role ?? 'user'];
}
