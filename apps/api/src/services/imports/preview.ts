import type { ImportResult } from '@app/domain';
import type { ImportResource } from '../../lib/import-resources.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { checkInventoryQuantities, importResult, planImport } from './plan.ts';
import type { ReadFile } from './read-file.ts';

/**
 * A dry run: what importing the file would do (rows to create, rows to update, every problem of the
 * refused rows), writing nothing. Inventory refuses a quantity below an item's reservations as the
 * import will, in a transaction of its own (the check reads the items as the import locks them).
 */
export async function previewImport(
  { db }: ServiceContext,
  target: ImportResource,
  file: ReadFile,
): Promise<ImportResult> {
  if (target.table !== 'inventory') {
    const plan = await planImport(db, target.definition, target.table, file);
    return importResult(target, file, plan, true);
  }
  const plan = await inTransaction(db, async (trx) => {
    const planned = await planImport(trx, target.definition, target.table, file);
    planned.errors.push(...(await checkInventoryQuantities(trx, target, planned, file)));
    return planned;
  });
  return importResult(target, file, plan, true);
}
