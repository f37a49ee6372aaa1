import { marketingAssetSummary, marketingAssetsRepository } from '@app/db';
import {
  ZMarketingAsset,
  ZMarketingAssetCreateInput,
  ZMarketingAssetListInput,
  ZMarketingAssetSummary,
  ZMarketingAssetUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { EXAMPLE_MARKETING_ASSET, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag('marketing-assets', 'Logos, brand colours, fonts, images and videos.');

const marketingAssetsCrud = crudProcedures({
  path: 'marketing-assets',
  entity: 'Marketing asset',
  updateMethod: 'PATCH',
  repository: marketingAssetsRepository,
  row: ZMarketingAsset,
  createInput: ZMarketingAssetCreateInput,
  updateInput: ZMarketingAssetUpdateInput,
  listInput: ZMarketingAssetListInput,
  examples: {
    create: EXAMPLE_MARKETING_ASSET,
    update: { usageNotes: 'Keep 24 px of clear space; use the white version on dark photos.', version: 1 },
    row: exampleRow(31, 2, {
      ...EXAMPLE_MARKETING_ASSET,
      usageNotes: 'Keep 24 px of clear space; use the white version on dark photos.',
    }),
  },
});

export const marketingAssetsRouter = router({
  ...marketingAssetsCrud,
  /** The Marketing Assets cards (Total Assets, Logos, Colors, Fonts). */
  summary: protectedProcedure
    .input(z.void())
    .output(ZMarketingAssetSummary)
    .query(({ ctx }) => marketingAssetSummary(ctx.db)),
});
