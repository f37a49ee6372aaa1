const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/**
 * A count with its noun in the right number ('1 unit', '2 units', '1,204 entries'), chosen by
 * Intl.PluralRules rather than by `=== 1`, so '0 units' and '1.5 hours' come out right too.
 */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? singular : plural}`;
}
