import { z } from 'zod';
import { FILL_REQUIRED_FIELDS } from '../business-info/business-info.schema.ts';
import { count, queryBoolean, ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { ZMoneyNonNegative, ZMoneyString } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { stringList, ZStringList } from '../common/tags.ts';
import { optionalText, requiredEmail, requiredText } from '../common/text.ts';
import { optionalWebsite } from '../common/urls.ts';
import {
  DEFAULTS,
  PHONE_MAX,
  TEXT_MAX,
  VENDOR_CATEGORIES,
  VENDOR_PRICE_RANGES,
  VENDOR_RATING_MAX,
  VENDOR_STATUSES,
} from '../constants.ts';

export const INVALID_RATING = 'Rating must be 0 (not rated) or 1 to 5';

export const ZVendor = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  category: z.enum(VENDOR_CATEGORIES),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  specialties: ZStringList,
  rating: z.int().min(0).max(VENDOR_RATING_MAX),
  priceRange: z.enum(VENDOR_PRICE_RANGES),
  notes: z.string().nullable(),
  isPreferred: z.boolean(),
  status: z.enum(VENDOR_STATUSES),
  totalContracts: ZCount,
  totalSpent: ZMoneyString,
});
export type Vendor = z.infer<typeof ZVendor>;

const vendorFields = {
  name: requiredText(FILL_REQUIRED_FIELDS),
  category: requiredEnum(VENDOR_CATEGORIES),
  contactName: requiredText(FILL_REQUIRED_FIELDS),
  contactEmail: requiredEmail(FILL_REQUIRED_FIELDS),
  contactPhone: optionalText(PHONE_MAX),
  address: optionalText(TEXT_MAX),
  // `example.com` is stored as `https://example.com`: the form, the API and CSV imports alike.
  website: optionalWebsite(),
  specialties: stringList(),
  // 0 means not rated; the picker offers 1 to 5.
  rating: z.int({ error: INVALID_RATING }).min(0, INVALID_RATING).max(VENDOR_RATING_MAX, INVALID_RATING),
  priceRange: requiredEnum(VENDOR_PRICE_RANGES),
  notes: optionalText(TEXT_MAX),
  isPreferred: z.boolean(),
  status: requiredEnum(VENDOR_STATUSES),
  totalContracts: count(),
  totalSpent: ZMoneyNonNegative,
};

export const ZVendorCreateInput = z.object({
  ...vendorFields,
  category: vendorFields.category.default(DEFAULTS.vendorCategory),
  specialties: vendorFields.specialties.default([]),
  rating: vendorFields.rating.default(DEFAULTS.vendorRating),
  priceRange: vendorFields.priceRange.default(DEFAULTS.vendorPriceRange),
  isPreferred: vendorFields.isPreferred.default(DEFAULTS.vendorIsPreferred),
  status: vendorFields.status.default(DEFAULTS.vendorStatus),
  totalContracts: vendorFields.totalContracts.default(DEFAULTS.vendorTotalContracts),
  totalSpent: vendorFields.totalSpent.default(DEFAULTS.vendorTotalSpent),
});
export type VendorCreateInput = z.infer<typeof ZVendorCreateInput>;

export const ZVendorUpdateInput = z.object(vendorFields).partial().extend(UPDATE_FIELDS);
export type VendorUpdateInput = z.infer<typeof ZVendorUpdateInput>;

/** Search matches name, category or contact name. */
export const ZVendorListInput = makeListInput(
  ['createdAt', 'name', 'category', 'rating', 'priceRange', 'status', 'totalSpent'],
  {
    category: filterEnum(VENDOR_CATEGORIES),
    status: filterEnum(VENDOR_STATUSES),
    isPreferred: queryBoolean().optional(),
  },
);
export type VendorListInput = z.infer<typeof ZVendorListInput>;
