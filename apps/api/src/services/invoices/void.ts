import { lockInvoice, voidInvoice as writeVoid } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { invoiceAnswer } from './answer.ts';

/** Voids a sent or partially paid invoice with its reason: it takes no more payments. */
export async function voidInvoice({ db }: ServiceContext, id: number, reason: string) {
  const invoice = await lockInvoice(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'sent' && invoice.status !== 'partially_paid')
    throw new AppError('INVOICE_NOT_VOIDABLE');
  await writeVoid(db, id, reason);
  return invoiceAnswer(db, id);
}
