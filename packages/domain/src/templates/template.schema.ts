import { z } from 'zod';
import { queryBoolean, ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { mustBePositive } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { stringList, ZStringList } from '../common/tags.ts';
import { optionalText, requiredFileName } from '../common/text.ts';
import { httpUrl } from '../common/urls.ts';
import {
  DEFAULTS,
  NAME_MAX,
  PG_INT_MAX,
  TEMPLATE_CATEGORIES,
  TEMPLATE_FILE_TYPES,
  TEXT_MAX,
} from '../constants.ts';

const INVALID_FILE_SIZE = 'File size must be a whole number of bytes';

export const ZTemplate = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  fileUrl: z.string(),
  fileName: z.string(),
  fileType: z.enum(TEMPLATE_FILE_TYPES),
  description: z.string().nullable(),
  /** Bytes. */
  fileSize: ZCount.nullable(),
  tags: ZStringList,
  isActive: z.boolean(),
  usageCount: ZCount,
});
export type Template = z.infer<typeof ZTemplate>;

const templateFields = {
  name: requiredFileName('Name is required'),
  category: requiredEnum(TEMPLATE_CATEGORIES, 'Category is required'),
  fileUrl: httpUrl('Please enter a valid URL', 'Please enter a valid URL'),
  fileName: requiredFileName('File name is required', NAME_MAX),
  fileType: requiredEnum(TEMPLATE_FILE_TYPES, 'File type is required'),
  description: optionalText(TEXT_MAX),
  fileSize: z
    .int({ error: INVALID_FILE_SIZE })
    .min(0, mustBePositive('File size'))
    .max(PG_INT_MAX, INVALID_FILE_SIZE)
    .nullish(),
  tags: stringList(),
  isActive: z.boolean(),
};

export const ZTemplateCreateInput = z.object({
  ...templateFields,
  tags: templateFields.tags.default([]),
  isActive: templateFields.isActive.default(DEFAULTS.templateIsActive),
});
export type TemplateCreateInput = z.infer<typeof ZTemplateCreateInput>;

export const ZTemplateUpdateInput = z.object(templateFields).partial().extend(UPDATE_FIELDS);
export type TemplateUpdateInput = z.infer<typeof ZTemplateUpdateInput>;

export const ZTemplateListInput = makeListInput(
  ['createdAt', 'name', 'category', 'usageCount', 'updatedAt'],
  {
    category: filterEnum(TEMPLATE_CATEGORIES),
    fileType: filterEnum(TEMPLATE_FILE_TYPES),
    isActive: queryBoolean().optional(),
  },
);
export type TemplateListInput = z.infer<typeof ZTemplateListInput>;
