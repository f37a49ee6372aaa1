import { centsToMoney, formatMoney, moneyToCents } from '../common/money.ts';
import { divideRounded, percentWithOneDecimal } from './percentages.ts';

/** What a rate shows when it cannot be computed: a denominator of 0, or a figure not measured. */
export const NO_RATE = '—';

type Count = number | null | undefined;
type Amount = string | number | null | undefined;

const isCount = (value: Count): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function cents(amount: Amount): bigint | null {
  if (amount === null || amount === undefined) return null;
  try {
    const value = moneyToCents(amount);
    return value >= 0 ? BigInt(value) : null;
  } catch {
    return null;
  }
}

/** Money per unit, to the cent (ties away from zero): '$0.42'. */
function perUnit(amount: Amount, units: Count): string {
  const total = cents(amount);
  if (total === null || !isCount(units) || units === 0) return NO_RATE;
  return formatMoney(centsToMoney(Number(divideRounded(total, BigInt(Math.round(units))))));
}

/** Click-through rate: clicks ÷ impressions as a percentage with one decimal ('2.5%'); '—' without impressions. */
export function clickThroughRate(clicks: Count, impressions: Count): string {
  if (!isCount(clicks) || !isCount(impressions) || impressions === 0) return NO_RATE;
  return `${percentWithOneDecimal(BigInt(Math.round(clicks)), BigInt(Math.round(impressions)))}%`;
}

/** Cost ÷ clicks ('$0.42'); '—' without clicks or without a cost. */
export function costPerClick(cost: Amount, clicks: Count): string {
  return perUnit(cost, clicks);
}

/** Cost ÷ conversions ('$12.50'); '—' without conversions or without a cost. */
export function costPerConversion(cost: Amount, conversions: Count): string {
  return perUnit(cost, conversions);
}
