import { z } from 'zod';
import { discountFits } from '../calculators/invoice-totals.ts';
import { dateValue, ZDateString } from '../common/dates.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZId, ZRowId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS } from '../common/row.ts';
import { optionalEmail, optionalText, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { INVOICE_STATUSES, PAYMENT_METHODS, TEXT_MAX } from '../constants.ts';
import { TAX_RATE_TEXTS, ZTaxRateInput, ZTaxRateString } from './tax-rate.ts';

/*
 * Invoices and payments. The client sends lines and a discount; subtotal, tax and total
 * are the server's (calculators/invoice-totals.ts), never taken from a request.
 */

export const INVOICE_ITEMS_MAX = 100;
export const INVOICE_TEXTS = {
  itemsRequired: 'Add at least one line',
  discountTooLarge: 'The discount is more than the invoice',
  taxRateRange: TAX_RATE_TEXTS.range,
  taxRateDecimals: TAX_RATE_TEXTS.decimals,
  quantityInvalid: 'Quantity must be a number with up to 2 decimals',
  voidReasonRequired: 'Say why the invoice is voided',
} as const;

/** A quantity: 0 or more, up to two decimals ('2.5' chairs-hours); a number or a string. */
const quantity = z
  .union([z.string(), z.number()], { error: INVOICE_TEXTS.quantityInvalid })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), INVOICE_TEXTS.quantityInvalid);

export const ZInvoiceItemInput = z.object({
  description: requiredText('Description is required', TEXT_MAX),
  quantity,
  unitPrice: makeMoney({
    negativeMessage: mustBePositive('Unit price'),
    requiredMessage: 'Unit price is required',
  }),
  taxRate: ZTaxRateInput.default('0.00'),
});
export type InvoiceItemInput = z.infer<typeof ZInvoiceItemInput>;

const invoiceFields = {
  clientId: ZId,
  eventId: optionalId(),
  dueDate: dateValue('Due date is required'),
  paymentTerms: optionalText(),
  notes: optionalText(TEXT_MAX),
  discount: makeMoney({ negativeMessage: mustBePositive('Discount') }).default('0.00'),
  items: z
    .array(ZInvoiceItemInput)
    .min(1, INVOICE_TEXTS.itemsRequired)
    .max(INVOICE_ITEMS_MAX, `At most ${INVOICE_ITEMS_MAX} lines`),
};

const discountWithinInvoice = (value: { items: InvoiceItemInput[]; discount: string }) =>
  discountFits(value.items, value.discount);

export const ZInvoiceCreateInput = z.object(invoiceFields).refine(discountWithinInvoice, {
  message: INVOICE_TEXTS.discountTooLarge,
  path: ['discount'],
  // Only over an object with valid lines and discount: a refused figure ('1.125') is reported as
  // itself, never computed with.
  when: (payload) =>
    !payload.issues.some((issue) => [undefined, 'items', 'discount'].includes(issue.path?.[0] as string)),
});
export type InvoiceCreateInput = z.infer<typeof ZInvoiceCreateInput>;

/** PATCH of a draft: the fields sent replace the draft's (the lines all together). */
export const ZInvoiceUpdateInput = z
  .object(invoiceFields)
  .partial()
  .extend({ version: z.int().min(1).optional() });
export type InvoiceUpdateInput = z.infer<typeof ZInvoiceUpdateInput>;

export const ZInvoiceItem = z.object({
  description: z.string(),
  quantity: ZMoneyString,
  unitPrice: ZMoneyString,
  taxRate: ZTaxRateString,
  amount: ZMoneyString,
  tax: ZMoneyString,
});

export const ZInvoicePayment = z.object({
  id: ZRowId,
  amount: ZMoneyString,
  date: ZDateString,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type InvoicePayment = z.infer<typeof ZInvoicePayment>;

/** An invoice as the API returns it; `overdue` is derived from the due date in the company's time zone. */
export const ZInvoice = z.object({
  ...ROW_FIELDS,
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  clientId: ZRowId,
  clientName: z.string(),
  eventId: ZRowIdNullable,
  eventName: z.string().nullable(),
  issueDate: ZDateString.nullable(),
  dueDate: ZDateString,
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(ZInvoiceItem),
  discount: ZMoneyString,
  subtotal: ZMoneyTotal,
  tax: ZMoneyTotal,
  total: ZMoneyTotal,
  paid: ZMoneyTotal,
  balance: ZMoneyTotal,
  voidReason: z.string().nullable(),
  /** The timeline: when it was issued, paid in full and voided (null until then). */
  sentAt: ZIsoDateTime.nullable(),
  paidAt: ZIsoDateTime.nullable(),
  voidedAt: ZIsoDateTime.nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** Search matches the number, the client's name or the event's name. */
/** The longest personal message sent with an invoice. */
export const INVOICE_MESSAGE_MAX = 5000;

export const ZInvoiceListInput = makeListInput(['createdAt', 'dueDate', 'number', 'total', 'status'], {
  status: filterEnum([...INVOICE_STATUSES, 'overdue'] as const),
  clientId: optionalId(),
});
export type InvoiceListInput = z.infer<typeof ZInvoiceListInput>;

export const ZInvoicePaymentInput = z.object({
  id: ZId,
  amount: makeMoney({
    requiredMessage: 'Amount is required',
    negativeMessage: mustBePositive('Amount'),
  }).refine((value) => Number(value) > 0, mustBePositive('Amount')),
  date: dateValue('Date is required'),
  method: requiredEnum(PAYMENT_METHODS),
  reference: optionalText(),
});
export type InvoicePaymentInput = z.infer<typeof ZInvoicePaymentInput>;

/**
 * Issuing an invoice: optionally to another address than the client's contact e-mail, with a personal
 * message above the text of the e-mail that carries it, and that text from an e-mail template
 * (`templateId`, merged against the invoice, its client and event) instead of the standard one.
 */
export const ZInvoiceSendInput = z.object({
  id: ZId,
  to: optionalEmail(),
  message: optionalText(INVOICE_MESSAGE_MAX),
  templateId: optionalId(),
});
export type InvoiceSendInput = z.infer<typeof ZInvoiceSendInput>;

export const ZInvoiceVoidInput = z.object({
  id: ZId,
  reason: requiredText(INVOICE_TEXTS.voidReasonRequired, TEXT_MAX),
});

/** The Invoices screen's cards. `averageDaysToPay` is null until an invoice of the last year is paid. */
export const ZInvoiceFigures = z.object({
  outstanding: ZMoneyTotal,
  overdue: ZMoneyTotal,
  overdueCount: z.int().min(0),
  paidThisMonth: ZMoneyTotal,
  averageDaysToPay: z.int().min(0).nullable(),
});
export type InvoiceFigures = z.infer<typeof ZInvoiceFigures>;
