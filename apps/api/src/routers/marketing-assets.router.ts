import { marketingAssetSummary, marketingAssetsRepository } from '@app/db';
import {
  ZMarketingAsset,
  ZMarketingAssetCreateInput,
  ZMarketingAssetListInput,
  ZMarketingAssetSummary,
  ZMarketingAssetUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const marketingAssetsCrud = crudProcedures({
  path: 'marketing-assets',
  entity: 'Marketing asset',
  updateMethod: 'PATCH',
  repository: marketingAssetsRepository,
  row: ZMarketingAsset,
  createInput: ZMarketingAssetCreateInput,
  updateInput: ZMarketingAssetUpdateInput,
  listInput: ZMarketingAssetListInput,
});

export const marketingAssetsRouter = router({
  ...marketingAssetsCrud,
  /** The Marketing Assets cards (Total Assets, Logos, Colors, Fonts). */
  summary: protectedProcedure
    .input(z.void())
    .output(ZMarketingAssetSummary)
    .query(({ ctx }) => marketingAssetSummary(ctx.db)),
});
