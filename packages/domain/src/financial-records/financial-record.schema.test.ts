import { describe, expect, it } from 'vitest';
import { invalidOption } from '../common/enums.ts';
import { FINANCIAL_CATEGORIES } from '../constants.ts';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  isCategoryForType,
  ZFinancialRecord,
  ZFinancialRecordCreateInput,
  ZFinancialRecordListInput,
  ZFinancialRecordUpdateInput,
} from './financial-record.schema.ts';

const valid = {
  type: 'income',
  category: 'Event Services',
  description: 'Smith wedding deposit',
  amount: '2500',
  date: '2026-03-01',
};

describe('ZFinancialRecordCreateInput', () => {
  it('normalises and defaults', () => {
    expect(ZFinancialRecordCreateInput.parse({ ...valid, clientId: '', paymentMethod: '' })).toEqual({
      ...valid,
      amount: '2500.00',
      clientId: null,
      paymentMethod: null,
      taxDeductible: false,
      attachments: [],
    });
  });

  it("says 'Amount is required' and 'Date is required'", () => {
    expect(issuesByPath(ZFinancialRecordCreateInput, { ...valid, amount: '', date: '' })).toEqual({
      amount: ['Amount is required'],
      date: ['Date is required'],
    });
    expect(
      issuesByPath(ZFinancialRecordCreateInput, { ...valid, amount: undefined, date: undefined }),
    ).toEqual({
      amount: ['Amount is required'],
      date: ['Date is required'],
    });
  });

  it('rejects impossible dates and malformed or negative amounts', () => {
    expect(
      issuesByPath(ZFinancialRecordCreateInput, { ...valid, date: '2026-02-30', amount: '1e5' }),
    ).toEqual({
      date: ['Invalid date'],
      amount: ['Invalid amount'],
    });
    expect(issuesByPath(ZFinancialRecordCreateInput, { ...valid, amount: '-5' })).toEqual({
      amount: ['Amount must be positive'],
    });
  });

  it("requires the category to belong to the chosen type's list", () => {
    expect(issuesByPath(ZFinancialRecordCreateInput, { ...valid, category: 'Venue Costs' })).toEqual({
      category: ['Category does not belong to the selected type'],
    });
    expect(
      ZFinancialRecordCreateInput.safeParse({ ...valid, type: 'expense', category: 'Venue Costs' }).success,
    ).toBe(true);
    expect(issuesByPath(ZFinancialRecordCreateInput, { ...valid, category: 'Lottery' })).toEqual({
      category: [invalidOption(FINANCIAL_CATEGORIES)],
    });
  });

  it('accepts a listed payment method only', () => {
    expect(ZFinancialRecordCreateInput.parse({ ...valid, paymentMethod: 'PayPal' }).paymentMethod).toBe(
      'PayPal',
    );
    expect(ZFinancialRecordCreateInput.safeParse({ ...valid, paymentMethod: 'Bitcoin' }).success).toBe(false);
  });
});

describe('ZFinancialRecordUpdateInput', () => {
  it('does not reset defaults and checks a type/category pair sent together', () => {
    expect(ZFinancialRecordUpdateInput.parse({ notes: 'paid' })).toEqual({ notes: 'paid' });
    expect(issuesByPath(ZFinancialRecordUpdateInput, { type: 'expense', category: 'Consulting' })).toEqual({
      category: ['Category does not belong to the selected type'],
    });
  });
});

describe('isCategoryForType', () => {
  it('matches the per-type lists', () => {
    expect(isCategoryForType('expense', 'Catering')).toBe(true);
    expect(isCategoryForType('income', 'Catering')).toBe(false);
  });
});

describe('ZFinancialRecord', () => {
  it('parses a row', () => {
    const parsed = ZFinancialRecord.parse({
      ...ROW,
      ...valid,
      amount: '2500.00',
      paymentMethod: null,
      reference: null,
      clientId: 2,
      eventId: null,
      vendorId: null,
      taxDeductible: false,
      notes: null,
      attachments: [],
    });
    expect(parsed.clientId).toBe(2);
  });
});

describe('ZFinancialRecordListInput', () => {
  it('sorts by date, newest first, by default', () => {
    expect(ZFinancialRecordListInput.parse({ type: 'expense' })).toMatchObject({
      type: 'expense',
      sortBy: 'date',
      sortDir: 'desc',
    });
  });
});
