import { vendorSummary, vendorsRepository } from '@app/db';
import {
  VENDOR_STATUSES,
  ZVendor,
  ZVendorCreateInput,
  ZVendorListInput,
  ZVendorSummary,
  ZVendorUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { EXAMPLE_VENDOR, exampleRow } from '../openapi/example-business.ts';
import { bulkReferenced, REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'vendors',
  'Caterers, photographers, florists, venues and other suppliers, with rating and total spent.',
);

const vendorsCrud = crudProcedures({
  path: 'vendors',
  entity: 'Vendor',
  updateMethod: 'PATCH',
  repository: vendorsRepository,
  row: ZVendor,
  createInput: ZVendorCreateInput,
  updateInput: ZVendorUpdateInput,
  listInput: ZVendorListInput,
  statuses: VENDOR_STATUSES,
  examples: {
    create: EXAMPLE_VENDOR,
    update: { rating: 4, version: 3 },
    row: exampleRow(23, 4, { ...EXAMPLE_VENDOR, rating: 4 }),
  },
  errors: {
    delete: { 409: [REASONS.stillReferenced] },
    bulk: {
      409: [bulkReferenced('Nothing was deleted: 1 vendor has financial records: Bloom & Basket Florals')],
    },
  },
});

export const vendorsRouter = router({
  ...vendorsCrud,
  /** The Total, Active, Preferred and Avg Rating cards of the vendors screen. */
  summary: protectedProcedure
    .input(z.void())
    .output(ZVendorSummary)
    .query(({ ctx }) => vendorSummary(ctx.db)),
});
