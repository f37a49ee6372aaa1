import { moneyToCents } from '../common/money.ts';
import { ROI_RETURN_PER_CONVERSION } from '../constants.ts';
import { percentWithOneDecimal } from './percentages.ts';

function centsOrNull(amount: string | number): number | null {
  try {
    return moneyToCents(amount);
  } catch {
    return null;
  }
}

/**
 * Campaign ROI: return is conversions × the value of a conversion ($100, the spec's figure, unless the
 * campaign sets its own), ROI = (return − budget) / budget as a percentage with one decimal ('25.0%').
 * 'N/A' when the budget is 0 (or missing, negative or not an amount), or the value is not an amount.
 */
export function campaignRoi(
  conversions: number,
  budget: string | number | null | undefined,
  valuePerConversion: string | number = ROI_RETURN_PER_CONVERSION,
): string {
  if (budget == null || !Number.isFinite(conversions)) return 'N/A';
  const budgetInCents = centsOrNull(budget);
  const valueInCents = centsOrNull(valuePerConversion);
  if (budgetInCents === null || budgetInCents <= 0 || valueInCents === null || valueInCents < 0) return 'N/A';
  const returnInCents = BigInt(Math.round(conversions)) * BigInt(valueInCents);
  const budgetBig = BigInt(budgetInCents);
  return `${percentWithOneDecimal(returnInCents - budgetBig, budgetBig)}%`;
}
