import { z } from 'zod';
import { queryBoolean } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { stringList, ZStringList } from '../common/tags.ts';
import { nullIfBlank, optionalText, requiredText } from '../common/text.ts';
import { optionalFileReference } from '../common/urls.ts';
import { ASSET_CATEGORIES, ASSET_TYPES, DEFAULTS, SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';

export const INVALID_HEX_COLOR = 'Invalid hex color';
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const ZMarketingAsset = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  category: z.enum(ASSET_CATEGORIES),
  description: z.string().nullable(),
  fileUrl: z.string().nullable(),
  hexColor: z.string().nullable(),
  fontFamily: z.string().nullable(),
  fontSize: z.string().nullable(),
  dimensions: z.string().nullable(),
  fileSize: z.string().nullable(),
  format: z.string().nullable(),
  tags: ZStringList,
  isActive: z.boolean(),
  usageNotes: z.string().nullable(),
});
export type MarketingAsset = z.infer<typeof ZMarketingAsset>;

const marketingAssetFields = {
  name: requiredText('Name is required'),
  type: requiredEnum(ASSET_TYPES, 'Type is required'),
  category: requiredEnum(ASSET_CATEGORIES, 'Category is required'),
  description: optionalText(TEXT_MAX),
  fileUrl: optionalFileReference(),
  hexColor: z
    .string()
    .trim()
    .nullish()
    .transform(nullIfBlank)
    .refine((value) => value == null || HEX_COLOR.test(value), INVALID_HEX_COLOR),
  fontFamily: optionalText(SHORT_TEXT_MAX),
  fontSize: optionalText(SHORT_TEXT_MAX),
  dimensions: optionalText(SHORT_TEXT_MAX),
  fileSize: optionalText(SHORT_TEXT_MAX),
  format: optionalText(SHORT_TEXT_MAX),
  tags: stringList(),
  isActive: z.boolean(),
  usageNotes: optionalText(TEXT_MAX),
};

export const ZMarketingAssetCreateInput = z.object({
  ...marketingAssetFields,
  tags: marketingAssetFields.tags.default([]),
  isActive: marketingAssetFields.isActive.default(DEFAULTS.marketingAssetIsActive),
});
export type MarketingAssetCreateInput = z.infer<typeof ZMarketingAssetCreateInput>;

export const ZMarketingAssetUpdateInput = z.object(marketingAssetFields).partial().extend(UPDATE_FIELDS);
export type MarketingAssetUpdateInput = z.infer<typeof ZMarketingAssetUpdateInput>;

/** Search matches name or description. */
export const ZMarketingAssetListInput = makeListInput(['createdAt', 'name', 'type', 'category'], {
  type: filterEnum(ASSET_TYPES),
  category: filterEnum(ASSET_CATEGORIES),
  isActive: queryBoolean().optional(),
});
export type MarketingAssetListInput = z.infer<typeof ZMarketingAssetListInput>;
