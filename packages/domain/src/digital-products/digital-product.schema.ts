import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, ZMoneyString } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { requiredText } from '../common/text.ts';
import { optionalFileReference } from '../common/urls.ts';
import { DEFAULTS, PRODUCT_CATEGORIES, PRODUCT_STATUSES, TEXT_MAX } from '../constants.ts';

export const ZDigitalProduct = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  description: z.string(),
  price: ZMoneyString,
  category: z.enum(PRODUCT_CATEGORIES),
  status: z.enum(PRODUCT_STATUSES),
  downloads: ZCount,
  fileUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type DigitalProduct = z.infer<typeof ZDigitalProduct>;

const digitalProductFields = {
  name: requiredText(),
  description: requiredText(undefined, TEXT_MAX),
  price: makeMoney({ negativeMessage: mustBePositive('Price') }),
  category: requiredEnum(PRODUCT_CATEGORIES),
  status: requiredEnum(PRODUCT_STATUSES),
  fileUrl: optionalFileReference(),
  imageUrl: optionalFileReference(),
};

export const ZDigitalProductCreateInput = z.object({
  ...digitalProductFields,
  status: digitalProductFields.status.default(DEFAULTS.productStatus),
});
export type DigitalProductCreateInput = z.infer<typeof ZDigitalProductCreateInput>;

export const ZDigitalProductUpdateInput = z.object(digitalProductFields).partial().extend(UPDATE_FIELDS);
export type DigitalProductUpdateInput = z.infer<typeof ZDigitalProductUpdateInput>;

export const ZDigitalProductListInput = makeListInput(
  ['createdAt', 'name', 'price', 'downloads', 'category', 'status'],
  { status: filterEnum(PRODUCT_STATUSES), category: filterEnum(PRODUCT_CATEGORIES) },
);
export type DigitalProductListInput = z.infer<typeof ZDigitalProductListInput>;
