import { insertImportedRows, recordImportAuditEntry, updateImportedRows } from '@app/db';
import type { ImportResult } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ImportResource } from '../../lib/import-resources.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { checkInventoryQuantities, importResult, planImport } from './plan.ts';
import type { ReadFile } from './read-file.ts';

/** A confirmed import with refused rows: nothing is imported, and the answer lists them. */
export class ImportRowsRefused extends AppError {
  readonly answer: ImportResult;
  constructor(answer: ImportResult) {
    super('IMPORT_ROWS_REFUSED', String(answer.refusedRows));
    this.answer = answer;
  }
}

/**
 * A confirmed import, in the caller's transaction: the file is checked again with its matched rows
 * locked, and every row is written or none (any refused row throws ImportRowsRefused, which rolls it
 * back). Financial records only create. The import is one audit entry (action 'import', `importId`
 * its record id) beside its rows' own.
 */
export async function applyImport(
  { db }: ServiceContext,
  target: ImportResource,
  file: ReadFile,
  { fileName, importId }: { fileName: string; importId: string },
): Promise<ImportResult> {
  return inTransaction(db, async (trx) => {
    const plan = await planImport(trx, target.definition, target.table, file, { lock: true });
    plan.errors.push(...(await checkInventoryQuantities(trx, target, plan, file)));
    if (plan.errors.length > 0) throw new ImportRowsRefused(importResult(target, file, plan, false));
    const created = await insertImportedRows(
      trx,
      target.table,
      plan.creates.map((c) => c.values),
    );
    if (target.table !== 'financial_records')
      await updateImportedRows(
        trx,
        target.table,
        plan.updates.map((u) => ({ ...u.values, id: u.id })),
      );
    await recordImportAuditEntry(trx, {
      tableName: target.table,
      recordId: importId,
      changes: { file: fileName, rows: file.rows.length, created, updated: plan.updates.map((u) => u.id) },
    });
    return { ...importResult(target, file, plan, false), importId };
  });
}
