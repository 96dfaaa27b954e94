/**
 * The fuzzer's only source of chance: a seeded generator (mulberry32), so that a seed printed by
 * a failing run replays the very same requests.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator of its own for `label`, so one operation's cases do not shift another's. */
  static derive(seed: number, label: string): Random {
    let hash = 0x811c9dc5 ^ seed;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return new Random(hash);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** An item chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return entries[entries.length - 1]![0];
  }

  word(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[this.int(0, alphabet.length - 1)];
    return text;
  }

  /** A version-4 UUID drawn from this generator. */
  uuid(): string {
    const hex = this.word(32, '0123456789abcdef');
    const variant = '89ab'[this.int(0, 3)];
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

/** FUZZ_SEED when given ('random' for a fresh one), else a fixed seed so CI runs are repeatable. */
export function fuzzSeed(env = process.env): number {
  const given = env.FUZZ_SEED;
  if (given === 'random') return Math.floor(Math.random() * 2 ** 32);
  if (given && /^\d+$/.test(given)) return Number(given) >>> 0;
  return 20_240_607;
}

/** FUZZ_CASES (cases per operation) when given, else a budget small enough for every CI run. */
export function fuzzCases(env = process.env): number {
  const given = Number(env.FUZZ_CASES);
  return Number.isInteger(given) && given > 0 ? given : 20;
}
