import { moneyToCents } from '../common/money.ts';
import { ROI_RETURN_PER_CONVERSION } from '../constants.ts';
import { percentWithOneDecimal } from './percentages.ts';

function budgetCents(budget: string | number): number | null {
  try {
    return moneyToCents(budget);
  } catch {
    return null;
  }
}

/**
 * Campaign ROI: return is conversions × $100, ROI = (return − budget) / budget as a percentage with
 * one decimal ('25.0%'). 'N/A' when the budget is 0 (or missing, negative or not an amount).
 */
export function campaignRoi(conversions: number, budget: string | number | null | undefined): string {
  if (budget == null || !Number.isFinite(conversions)) return 'N/A';
  const budgetInCents = budgetCents(budget);
  if (budgetInCents === null || budgetInCents <= 0) return 'N/A';
  const returnInCents = BigInt(Math.round(conversions)) * BigInt(ROI_RETURN_PER_CONVERSION * 100);
  const budgetBig = BigInt(budgetInCents);
  return `${percentWithOneDecimal(returnInCents - budgetBig, budgetBig)}%`;
}
