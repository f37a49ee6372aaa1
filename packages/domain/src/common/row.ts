import { z } from 'zod';
import { ZRowId } from './ids.ts';
import { ZIsoDateTime } from './timestamps.ts';

/** Row version for optimistic concurrency: sent back on update, bumped by the server. */
export const ZVersion = z.int({ error: 'Invalid version' }).min(0, 'Invalid version');

/** Fields every stored row carries. */
export const ROW_FIELDS = {
  id: ZRowId,
  version: ZVersion,
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
};

/** Fields every update input accepts on top of its partial shape. */
export const UPDATE_FIELDS = {
  version: ZVersion.optional(),
};
