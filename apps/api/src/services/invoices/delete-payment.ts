import { lockInvoice, deletePayment as writeDelete } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Deletes a payment and its financial record under the invoice's lock (so a void cannot slip in
 * between): a void invoice keeps the payments it had when voided.
 */
export async function deletePayment({ db }: ServiceContext, invoiceId: number, paymentId: number) {
  const invoice = await lockInvoice(db, invoiceId);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status === 'void') throw new AppError('VOID_INVOICE_KEEPS_PAYMENTS');
  if (!(await writeDelete(db, invoiceId, paymentId))) throw new AppError('PAYMENT_NOT_FOUND');
  return { id: paymentId, deleted: true as const };
}
