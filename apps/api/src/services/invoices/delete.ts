import { deleteInvoiceDraft, lockInvoice } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/** Deletes a draft; an issued invoice is voided instead (409). */
export async function deleteInvoice({ db }: ServiceContext, id: number) {
  const invoice = await lockInvoice(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT');
  await deleteInvoiceDraft(db, id);
  return { id, deleted: true as const };
}
