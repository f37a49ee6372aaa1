import { describe, expect, it } from 'vitest';
import { countNoun, totalNoun } from './count-noun.ts';

describe('countNoun', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countNoun(1, 'unit')).toBe('1 unit');
    expect(countNoun(0, 'unit')).toBe('0 units');
    expect(countNoun(2, 'campaign')).toBe('2 campaigns');
    expect(countNoun(1, 'entry', 'entries')).toBe('1 entry');
    expect(countNoun(1204, 'entry', 'entries')).toBe('1,204 entries');
  });
});

describe('totalNoun', () => {
  it("says an exact total as countNoun does and a lower bound as '10,000+'", () => {
    expect(totalNoun({ total: 1, totalIsLowerBound: false }, 'client')).toBe('1 client');
    expect(totalNoun({ total: 9_999 }, 'entry', 'entries')).toBe('9,999 entries');
    expect(totalNoun({ total: 10_000, totalIsLowerBound: true }, 'client')).toBe('10,000+ clients');
    expect(totalNoun({ total: 10_000, totalIsLowerBound: true }, 'entry', 'entries')).toBe('10,000+ entries');
  });
});
