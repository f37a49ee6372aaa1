import { digitalProductsRepository, digitalProductsSummary } from '@app/db';
import {
  PRODUCT_STATUSES,
  RECENTLY_ADDED_DAYS,
  ZDigitalProduct,
  ZDigitalProductCreateInput,
  ZDigitalProductListInput,
  ZDigitalProductsSummary,
  ZDigitalProductUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { EXAMPLE_PRODUCT, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag('digital-products', 'Templates, guides, checklists and software the company sells.', {
  one: 'digital product',
  many: 'digital products',
});

/** Digital products' CRUD procedures plus the figures of the screen's summary cards. */
export const digitalProductsRouter = router({
  ...crudProcedures({
    path: 'digital-products',
    entity: 'Product',
    updateMethod: 'PUT',
    repository: digitalProductsRepository,
    row: ZDigitalProduct,
    createInput: ZDigitalProductCreateInput,
    updateInput: ZDigitalProductUpdateInput,
    listInput: ZDigitalProductListInput,
    statuses: PRODUCT_STATUSES,
    examples: {
      create: EXAMPLE_PRODUCT,
      update: { price: '34.00', version: 2 },
      row: exampleRow(7, 3, { ...EXAMPLE_PRODUCT, price: '34.00', downloads: 126 }),
    },
  }),
  summary: protectedProcedure
    .input(z.void())
    .output(ZDigitalProductsSummary)
    .query(({ ctx }) => digitalProductsSummary(ctx.db, RECENTLY_ADDED_DAYS)),
});
