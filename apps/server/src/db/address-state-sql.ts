import { PINCODE_STATE_PREFIXES } from '@attire/contract';

/**
 * The last statement of migration 0007: every address saved before addresses had a state gets
 * its pincode's, from the contract's prefix table, longest prefix first (the answer
 * stateFromPincode gives; stored pincodes are already the six bare digits). A test holds the
 * migration to this text, so a changed table is noticed: addresses saved before the change
 * keep their state unless a new migration sets them again.
 */
export function addressStateBackfillSql(): string {
  const byLengthAndState = new Map<string, string[]>();
  for (const [prefix, state] of Object.entries(PINCODE_STATE_PREFIXES)) {
    const key = `${prefix.length}:${state}`;
    byLengthAndState.set(key, [...(byLengthAndState.get(key) ?? []), prefix]);
  }
  const branches = [...byLengthAndState]
    .map(([key, prefixes]) => {
      const [length, state] = key.split(':') as [string, string];
      return { length: Number(length), state, prefixes: prefixes.sort() };
    })
    .sort((a, b) => b.length - a.length || a.state.localeCompare(b.state))
    .map(
      ({ length, state, prefixes }) =>
        `\tWHEN left("pincode", ${length}) IN (${prefixes.map((p) => `'${p}'`).join(', ')}) THEN '${state}'`,
    );
  return [
    'UPDATE "addresses" SET "state" = CASE',
    ...branches,
    'END',
    'WHERE "state" IS NULL;',
  ].join('\n');
}
