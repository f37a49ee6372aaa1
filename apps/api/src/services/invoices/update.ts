import { companyTimeZone, invoiceById, lockInvoice, updateInvoiceDraft } from '@app/db';
import { discountFits, INVOICE_TEXTS, type InvoiceUpdateInput, toCalendarDate } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { checkInvoiceEvent, invoiceAnswer } from './answer.ts';

/**
 * Changes a draft: the fields sent replace the draft's, `items` all its lines. Only a draft changes,
 * and a stale `version` is refused, both checked under the invoice's lock.
 */
export async function updateInvoice({ db }: ServiceContext, id: number, input: InvoiceUpdateInput) {
  const current = await invoiceById(db, id);
  if (!current) throw new AppError('INVOICE_NOT_FOUND');
  const merged = {
    clientId: input.clientId ?? current.clientId,
    eventId: input.eventId === undefined ? current.eventId : input.eventId,
    dueDate: input.dueDate ? toCalendarDate(input.dueDate, await companyTimeZone(db)) : current.dueDate,
    paymentTerms: input.paymentTerms === undefined ? current.paymentTerms : input.paymentTerms,
    notes: input.notes === undefined ? current.notes : input.notes,
    discount: input.discount ?? current.discount,
    items: input.items ?? current.items,
  };
  if (!discountFits(merged.items, merged.discount))
    throw fieldError('discount', INVOICE_TEXTS.discountTooLarge);
  await checkInvoiceEvent(db, merged.clientId, merged.eventId);
  await changeDraft(db, id, input.version, merged);
  return invoiceAnswer(db, id);
}

/** Replaces a draft's fields and lines under its lock: refused when it is no draft or `version` is stale. */
export async function changeDraft(
  db: ServiceContext['db'],
  id: number,
  version: number | undefined,
  draft: Parameters<typeof updateInvoiceDraft>[2],
) {
  const invoice = await lockInvoice(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT');
  if (version !== undefined && invoice.version !== version) throw new AppError('INVOICE_VERSION_STALE');
  await updateInvoiceDraft(db, id, draft);
}
