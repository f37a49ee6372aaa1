import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun.ts';

describe('countNoun', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countNoun(1, 'unit')).toBe('1 unit');
    expect(countNoun(0, 'unit')).toBe('0 units');
    expect(countNoun(2, 'campaign')).toBe('2 campaigns');
    expect(countNoun(1, 'entry', 'entries')).toBe('1 entry');
    expect(countNoun(1204, 'entry', 'entries')).toBe('1,204 entries');
  });
});
