import { companyTimeZone, lockInvoice, recordPayment as writePayment } from '@app/db';
import { centsToMoney, type InvoicePaymentInput, moneyToCents, toCalendarDate } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';
import type { MailingContext } from '../context.ts';
import { PAYMENT_RECEIPT } from './send-receipt.ts';

/**
 * Records a payment on a sent or partially paid invoice, never above its balance: both checked under
 * the invoice's lock, so payments at once queue and the last ones see the earlier ones' amounts. The
 * client's contact gets a receipt (a job queued in the same transaction writes it).
 */
export async function recordPayment({ db, outbox }: MailingContext, input: InvoicePaymentInput) {
  const invoice = await lockInvoice(db, input.id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'sent' && invoice.status !== 'partially_paid')
    throw new AppError('INVOICE_TAKES_NO_PAYMENTS');
  const balance = moneyToCents(invoice.total) - moneyToCents(invoice.paid);
  if (moneyToCents(input.amount) > balance) throw new AppError('PAYMENT_OVER_BALANCE', centsToMoney(balance));
  const created = await writePayment(db, input.id, {
    amount: input.amount,
    date: toCalendarDate(input.date, await companyTimeZone(db)),
    method: input.method,
    reference: input.reference ?? null,
  });
  // The receipt is written by a job once this commits: no e-mail for a payment rolled back.
  await outbox.later(db, PAYMENT_RECEIPT, { paymentId: created.id });
  return toApiRow(created);
}
