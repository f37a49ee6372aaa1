// Percentages with one decimal, computed in integers so ties round half away from zero exactly
// (as toFixed(1) does on exact values) and a negative that rounds to zero shows as '0.0'.

/** `numerator / denominator` rounded to an integer, ties away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** `numerator / denominator` as a percentage with one decimal, e.g. '12.5'. */
export function percentWithOneDecimal(numerator: bigint, denominator: bigint): string {
  const tenths = divideRounded(numerator * 1000n, denominator);
  const absolute = tenths < 0n ? -tenths : tenths;
  return `${tenths < 0n ? '-' : ''}${absolute / 10n}.${absolute % 10n}`;
}
