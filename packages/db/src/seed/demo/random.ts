/** The demo's deterministic helpers: a seeded PRNG and what the modules draw with it. */
export type Random = () => number;

/** mulberry32: a tiny, fast, seedable PRNG (https://gist.github.com/tommyettinger). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Whole cents to a numeric(10,2) string without going through a float. */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function randomMoney(random: Random, minDollars: number, maxDollars: number, roundTo = 1): string {
  const dollars = Math.round(integer(random, minDollars, maxDollars) / roundTo) * roundTo;
  return centsToDecimal(dollars * 100 + (roundTo === 1 ? integer(random, 0, 99) : 0));
}

export function dayOffset(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

export function timestampOffset(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
