import { z } from 'zod';
import { queryBoolean } from '../common/counts.ts';
import { optionalDateValue, ZDateString } from '../common/dates.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { mustBePositive, optionalMoneyNonNegative, ZMoneyString } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { stringList, ZStringList } from '../common/tags.ts';
import { optionalEmail, optionalText, requiredText, tooLong } from '../common/text.ts';
import { optionalHttpUrl } from '../common/urls.ts';
import {
  BUSINESS_INFO_CATEGORIES,
  BUSINESS_INFO_TYPES,
  DEFAULTS,
  NAME_MAX,
  PASSWORD_MAX,
  TEXT_MAX,
} from '../constants.ts';

export const FILL_REQUIRED_FIELDS = 'Please fill in required fields';

/** Business information; staff see stored secrets, so `password` is returned decrypted. */
export const ZBusinessInfo = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  category: z.enum(BUSINESS_INFO_CATEGORIES),
  type: z.enum(BUSINESS_INFO_TYPES),
  value: z.string(),
  description: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  password: z.string().nullable(),
  url: z.string().nullable(),
  expirationDate: ZDateString.nullable(),
  cost: ZMoneyString.nullable(),
  isActive: z.boolean(),
  tags: ZStringList,
});
export type BusinessInfo = z.infer<typeof ZBusinessInfo>;

const businessInfoFields = {
  name: requiredText(FILL_REQUIRED_FIELDS),
  category: requiredEnum(BUSINESS_INFO_CATEGORIES),
  type: requiredEnum(BUSINESS_INFO_TYPES),
  value: requiredText(FILL_REQUIRED_FIELDS, TEXT_MAX),
  description: optionalText(TEXT_MAX),
  username: optionalText(NAME_MAX),
  email: optionalEmail(),
  // A stored secret: kept exactly as typed, '' or null clears it.
  password: z
    .string()
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX))
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  url: optionalHttpUrl(),
  expirationDate: optionalDateValue(),
  cost: optionalMoneyNonNegative(mustBePositive('Cost')),
  isActive: z.boolean(),
  tags: stringList(),
};

export const ZBusinessInfoCreateInput = z.object({
  ...businessInfoFields,
  category: businessInfoFields.category.default(DEFAULTS.businessInfoCategory),
  type: businessInfoFields.type.default(DEFAULTS.businessInfoType),
  isActive: businessInfoFields.isActive.default(DEFAULTS.businessInfoIsActive),
  tags: businessInfoFields.tags.default([]),
});
export type BusinessInfoCreateInput = z.infer<typeof ZBusinessInfoCreateInput>;

export const ZBusinessInfoUpdateInput = z.object(businessInfoFields).partial().extend(UPDATE_FIELDS);
export type BusinessInfoUpdateInput = z.infer<typeof ZBusinessInfoUpdateInput>;

/** Search matches name, category or type. */
export const ZBusinessInfoListInput = makeListInput(
  ['createdAt', 'name', 'category', 'type', 'expirationDate', 'cost'],
  {
    category: filterEnum(BUSINESS_INFO_CATEGORIES),
    type: filterEnum(BUSINESS_INFO_TYPES),
    isActive: queryBoolean().optional(),
  },
);
export type BusinessInfoListInput = z.infer<typeof ZBusinessInfoListInput>;
