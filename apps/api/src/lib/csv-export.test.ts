import { ZMoneyString } from '@app/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CategoryTotals, cellOf, columnsOf, csvLines, headerOf, neutralise } from './csv-export.ts';

describe('neutralise (OWASP CSV injection)', () => {
  it('prefixes a quote to text a spreadsheet would run, and leaves other text alone', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ['Acme', '1-2', ' =1', "'quoted", '']) expect(neutralise(text)).toBe(text);
  });
});

describe('cellOf', () => {
  it('writes nulls empty, lists joined, numbers and booleans as they are, money untouched', () => {
    expect(cellOf(null, false)).toBe('');
    expect(cellOf(['a', '=b'], false)).toBe('a; =b');
    expect(cellOf(['=a', 'b'], false)).toBe("'=a; b");
    expect(cellOf(-3, false)).toBe('-3');
    expect(cellOf(true, false)).toBe('true');
    expect(cellOf('-150.00', true)).toBe('-150.00');
    expect(cellOf('-150.00', false)).toBe("'-150.00");
  });
});

describe('columnsOf', () => {
  it('puts id first and the timestamps last, leaves version out, and knows money', () => {
    const row = z.object({
      id: z.int(),
      version: z.int(),
      createdAt: z.string(),
      updatedAt: z.string(),
      fileUrl: z.string(),
      budget: ZMoneyString,
      isActive: z.boolean(),
      reservedNext30Days: z.int(),
      shownEventIds: z.array(z.int()),
    });
    expect(columnsOf(row)).toEqual([
      { key: 'id', header: 'ID', money: false },
      { key: 'fileUrl', header: 'File URL', money: false },
      { key: 'budget', header: 'Budget', money: true },
      { key: 'isActive', header: 'Active', money: false },
      { key: 'reservedNext30Days', header: 'Reserved next 30 days', money: false },
      { key: 'shownEventIds', header: 'Shown event IDs', money: false },
      { key: 'createdAt', header: 'Created at', money: false },
      { key: 'updatedAt', header: 'Updated at', money: false },
    ]);
    expect(headerOf('contactEmail')).toBe('Contact email');
  });
});

describe('CategoryTotals', () => {
  it('sums in cents per type and category, then per type, then the net', () => {
    const totals = new CategoryTotals();
    for (const amount of ['0.10', '0.20']) totals.add({ type: 'income', category: 'Consulting', amount });
    totals.add({ type: 'expense', category: 'Catering', amount: '1.00' });
    const text = csvLines(totals.rows(['income', 'expense']));
    expect(parse(text)).toEqual([
      ['Type', 'Category', 'Records', 'Total'],
      ['income', 'Consulting', '2', '0.30'],
      ['income', 'All income', '2', '0.30'],
      ['expense', 'Catering', '1', '1.00'],
      ['expense', 'All expenses', '1', '1.00'],
      ['', 'Net (income - expense)', '', '-0.70'],
    ]);
  });
});
