const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/**
 * A count with its noun in the right number ('1 unit', '2 units', '1,204 entries'), chosen by
 * Intl.PluralRules rather than by `=== 1`, so '0 units' and '1.5 hours' come out right too.
 */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? singular : plural}`;
}

/**
 * A list's total with its noun: as countNoun when the total is exact, '10,000+ clients' when it is a
 * lower bound (a search matching more rows than a list counts, LIST_TOTAL_CAP).
 */
export function totalNoun(
  page: { total: number; totalIsLowerBound?: boolean | undefined },
  singular: string,
  plural = `${singular}s`,
): string {
  return page.totalIsLowerBound
    ? `${numbers.format(page.total)}+ ${plural}`
    : countNoun(page.total, singular, plural);
}
