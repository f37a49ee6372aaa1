import { percentWithOneDecimal } from './percentages.ts';

/** Engagement ÷ reach as a percentage with one decimal ('12.5%'); '0%' when reach is 0. */
export function engagementRate(engagement: number, reach: number): string {
  if (!Number.isFinite(reach) || !Number.isFinite(engagement) || reach <= 0) return '0%';
  return `${percentWithOneDecimal(BigInt(Math.round(engagement)), BigInt(Math.round(reach)))}%`;
}
