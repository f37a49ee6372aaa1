import { z } from 'zod';
import { dateValue, ZDateString } from '../common/dates.ts';
import { filterEnum, optionalEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, ZMoneyString } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { stringList, ZStringList } from '../common/tags.ts';
import { optionalText, requiredText } from '../common/text.ts';
import {
  FINANCIAL_CATEGORIES,
  FINANCIAL_CATEGORIES_BY_TYPE,
  FINANCIAL_TYPES,
  type FinancialType,
  NAME_MAX,
  PAYMENT_METHODS,
  TEXT_MAX,
} from '../constants.ts';

export const CATEGORY_NOT_FOR_TYPE = 'Category does not belong to the selected type';

/** True when `category` is one of the categories offered for `type`. */
export function isCategoryForType(type: FinancialType, category: string): boolean {
  return (FINANCIAL_CATEGORIES_BY_TYPE[type] as readonly string[]).includes(category);
}

export const ZFinancialRecord = z.object({
  ...ROW_FIELDS,
  type: z.enum(FINANCIAL_TYPES),
  category: z.enum(FINANCIAL_CATEGORIES),
  description: z.string(),
  amount: ZMoneyString,
  date: ZDateString,
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  clientId: ZRowIdNullable,
  eventId: ZRowIdNullable,
  vendorId: ZRowIdNullable,
  taxDeductible: z.boolean(),
  notes: z.string().nullable(),
  attachments: ZStringList,
});
export type FinancialRecord = z.infer<typeof ZFinancialRecord>;

/**
 * A record as the accountant's export writes it: the client, event and vendor by name, not id; for the
 * income an invoice payment made, the invoice's number and the payment's net and tax (its share of the
 * invoice's tax, see paymentTaxShare); `gross` is the amount. A record entered by hand has no net or
 * tax: what it holds of tax is not known, and an empty cell says so where 0.00 would not.
 */
export const ZFinancialRecordExportRow = z.object({
  id: ZFinancialRecord.shape.id,
  date: ZDateString,
  type: z.enum(FINANCIAL_TYPES),
  category: z.enum(FINANCIAL_CATEGORIES),
  description: z.string(),
  client: z.string().nullable(),
  event: z.string().nullable(),
  vendor: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  net: ZMoneyString.nullable(),
  tax: ZMoneyString.nullable(),
  gross: ZMoneyString,
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  taxDeductible: z.boolean(),
  notes: z.string().nullable(),
  createdAt: ZFinancialRecord.shape.createdAt,
  updatedAt: ZFinancialRecord.shape.updatedAt,
});

const financialRecordFields = {
  type: requiredEnum(FINANCIAL_TYPES),
  category: requiredEnum(FINANCIAL_CATEGORIES),
  description: requiredText(undefined, TEXT_MAX),
  amount: makeMoney({ requiredMessage: 'Amount is required', negativeMessage: mustBePositive('Amount') }),
  date: dateValue('Date is required'),
  paymentMethod: optionalEnum(PAYMENT_METHODS),
  reference: optionalText(NAME_MAX),
  clientId: optionalId(),
  eventId: optionalId(),
  vendorId: optionalId(),
  taxDeductible: z.boolean(),
  notes: optionalText(TEXT_MAX),
  attachments: stringList(),
};

// On update only a pair sent together can be checked here; the server checks the merged row.
function checkCategory(
  value: { type?: FinancialType | undefined; category?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.type && value.category && !isCategoryForType(value.type, value.category)) {
    ctx.addIssue({ code: 'custom', message: CATEGORY_NOT_FOR_TYPE, path: ['category'] });
  }
}

/** The amount is never negative: the type says whether money came in or went out. */
export const ZFinancialRecordCreateInput = z
  .object({
    ...financialRecordFields,
    taxDeductible: financialRecordFields.taxDeductible.default(false),
    attachments: financialRecordFields.attachments.default([]),
  })
  .superRefine(checkCategory);
export type FinancialRecordCreateInput = z.infer<typeof ZFinancialRecordCreateInput>;

export const ZFinancialRecordUpdateInput = z
  .object(financialRecordFields)
  .partial()
  .extend(UPDATE_FIELDS)
  .superRefine(checkCategory);
export type FinancialRecordUpdateInput = z.infer<typeof ZFinancialRecordUpdateInput>;

/** Search matches description or category. Newest date first by default. */
export const ZFinancialRecordListInput = makeListInput(['date', 'createdAt', 'amount', 'category', 'type'], {
  type: filterEnum(FINANCIAL_TYPES),
  category: filterEnum(FINANCIAL_CATEGORIES),
  clientId: optionalId(),
  eventId: optionalId(),
  vendorId: optionalId(),
  // The screen's date range, both days included (either may be left out).
  from: ZDateString.optional(),
  to: ZDateString.optional(),
});
export type FinancialRecordListInput = z.infer<typeof ZFinancialRecordListInput>;
