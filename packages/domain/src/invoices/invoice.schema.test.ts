import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { INVOICE_TEXTS, ZInvoiceCreateInput, ZInvoiceItem, ZInvoicePaymentInput } from './invoice.schema.ts';

const valid = {
  clientId: '4',
  dueDate: '2027-04-01',
  items: [{ description: 'Chair hire', quantity: '120', unitPrice: 8.5, taxRate: '8.25' }],
};

describe('ZInvoiceCreateInput', () => {
  it('reads amounts exactly and leaves the totals to the server', () => {
    const parsed = ZInvoiceCreateInput.parse({ ...valid, total: '1.00', subtotal: '1.00' });
    expect(parsed).toMatchObject({
      clientId: 4,
      discount: '0.00',
      items: [{ description: 'Chair hire', quantity: '120', unitPrice: '8.50', taxRate: '8.25' }],
    });
    expect(parsed).not.toHaveProperty('total');
  });

  it('refuses a negative figure as typed, a tax rate above 100, no line, and a discount above the invoice', () => {
    expect(
      issuesByPath(ZInvoiceCreateInput, {
        ...valid,
        items: [{ description: 'Chair hire', quantity: '-1', unitPrice: '-8', taxRate: '101' }],
      }),
    ).toEqual({
      'items.0.quantity': [INVOICE_TEXTS.quantityInvalid],
      'items.0.unitPrice': ['Unit price must be positive'],
      'items.0.taxRate': [INVOICE_TEXTS.taxRateRange],
    });
    // Three decimals: the line's own message, and no discount check over a line that is no number.
    expect(
      issuesByPath(ZInvoiceCreateInput, {
        ...valid,
        items: [{ description: 'Hours', quantity: '1.125', unitPrice: '80', taxRate: '0' }],
      }),
    ).toEqual({ 'items.0.quantity': [INVOICE_TEXTS.quantityInvalid] });
    expect(ZInvoiceCreateInput.safeParse(undefined).success).toBe(false);
    expect(ZInvoiceCreateInput.safeParse({ items: 'chairs', discount: '5' }).success).toBe(false);
    // Over valid lines the discount is checked whatever else is missing.
    expect(issuesByPath(ZInvoiceCreateInput, { ...valid, clientId: undefined, discount: '1104.16' })).toEqual(
      {
        clientId: expect.any(Array),
        discount: [INVOICE_TEXTS.discountTooLarge],
      },
    );
    expect(issuesByPath(ZInvoiceCreateInput, { ...valid, items: [] })).toEqual({
      items: [INVOICE_TEXTS.itemsRequired],
    });
    expect(issuesByPath(ZInvoiceCreateInput, { ...valid, discount: '1104.16' })).toEqual({
      discount: [INVOICE_TEXTS.discountTooLarge],
    });
    expect(ZInvoiceCreateInput.safeParse({ ...valid, discount: '1104.15' }).success).toBe(true);
  });
});

describe('a line’s tax rate', () => {
  const rate = (taxRate: unknown) =>
    ZInvoiceCreateInput.safeParse({ ...valid, items: [{ ...valid.items[0], taxRate }] });
  const issues = (taxRate: unknown) =>
    issuesByPath(ZInvoiceCreateInput, { ...valid, items: [{ ...valid.items[0], taxRate }] });

  it('keeps three decimals as typed, a string or a number', () => {
    expect(rate('8.875').data?.items[0]?.taxRate).toBe('8.875');
    expect(rate(8.625).data?.items[0]?.taxRate).toBe('8.625');
    expect(rate(' 0.125 ').data?.items[0]?.taxRate).toBe('0.125');
    expect(rate('8').data?.items[0]?.taxRate).toBe('8.00');
    expect(rate('8.250').data?.items[0]?.taxRate).toBe('8.25');
    expect(rate('100.000').data?.items[0]?.taxRate).toBe('100.00');
    expect(rate(undefined).data?.items[0]?.taxRate).toBe('0.00');
  });

  it('refuses a fourth decimal with its message rather than rounding it', () => {
    expect(issues('8.8755')).toEqual({ 'items.0.taxRate': ['Tax rate can have at most 3 decimals'] });
    expect(issues(8.8755)).toEqual({ 'items.0.taxRate': [INVOICE_TEXTS.taxRateDecimals] });
    expect(issues('0.1+0.2')).toEqual({ 'items.0.taxRate': ['Invalid amount'] });
    expect(issues('100.001')).toEqual({ 'items.0.taxRate': [INVOICE_TEXTS.taxRateRange] });
    expect(issues('-0.5')).toEqual({ 'items.0.taxRate': ['Tax rate must be positive'] });
  });

  it('reads the stored column (three decimals) back as the rate typed', () => {
    const line = { description: 'Chairs', quantity: '1', unitPrice: '100', amount: '100', tax: '8.88' };
    expect(ZInvoiceItem.parse({ ...line, taxRate: '8.875' }).taxRate).toBe('8.875');
    expect(ZInvoiceItem.parse({ ...line, taxRate: '8.250' }).taxRate).toBe('8.25');
    expect(ZInvoiceItem.parse({ ...line, taxRate: '0.000' }).taxRate).toBe('0.00');
  });
});

describe('ZInvoicePaymentInput', () => {
  it('takes a positive amount and a method of the list', () => {
    expect(
      ZInvoicePaymentInput.parse({
        id: 3,
        amount: '250',
        date: '2027-03-01',
        method: 'Check',
        reference: '1042',
      }),
    ).toMatchObject({ amount: '250.00', method: 'Check', reference: '1042' });
    expect(
      issuesByPath(ZInvoicePaymentInput, { id: 3, amount: '0', date: '2027-03-01', method: 'Check' }),
    ).toEqual({
      amount: ['Amount must be positive'],
    });
  });
});
