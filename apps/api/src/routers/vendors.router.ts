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
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

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
});

export const vendorsRouter = router({
  ...vendorsCrud,
  /** The Total, Active, Preferred and Avg Rating cards of the vendors screen. */
  summary: protectedProcedure
    .input(z.void())
    .output(ZVendorSummary)
    .query(({ ctx }) => vendorSummary(ctx.db)),
});
