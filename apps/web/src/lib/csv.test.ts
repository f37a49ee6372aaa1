import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', '=SUM(A1)'],
          ['say "hi"', null],
        ],
      ),
    ).toBe('a,b\r\n"x,y",\'=SUM(A1)\r\n"say ""hi""",');
  });
});
