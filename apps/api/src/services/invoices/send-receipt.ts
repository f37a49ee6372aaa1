import { type Database, type Kysely, paymentForReceipt, reminderFacts } from '@app/db';
import { formatDate, formatMoney } from '@app/domain';
import type { Outbox } from '../../mail/outbox.ts';
import { productEmailFromTemplate } from '../email-templates/product-email.ts';
import { receiptEmail } from './invoice-email.ts';

/** The job that writes a payment's receipt, queued by recordPayment in the payment's transaction. */
export const PAYMENT_RECEIPT = 'payment-receipt';

/**
 * Writes the receipt of a payment to the client's contact: once per payment (a second run writes
 * nothing), and none for a payment deleted meanwhile or a client without an e-mail address. Runs as a
 * job after the payment commits, so the invoice's lock is not held for it while payments queue. Written
 * from the template in use for receipts when there is one (the balance as it was after this payment;
 * links start with `origin`, PUBLIC_URL: without it, its {{portal.link}} is empty).
 */
export async function sendPaymentReceipt(
  db: Kysely<Database>,
  outbox: Outbox,
  paymentId: number,
  origin?: string,
) {
  await db.transaction().execute(async (trx) => {
    const payment = await paymentForReceipt(trx, paymentId);
    if (!payment) return;
    const facts = await reminderFacts(trx, payment.invoiceId);
    const to = facts?.contactEmail?.trim();
    if (!facts?.number || !to) return;
    const fromTemplate = await productEmailFromTemplate(
      trx,
      'receipt',
      { invoiceId: payment.invoiceId },
      {
        origin,
        extra: {
          'payment.amount': formatMoney(payment.amount),
          'payment.date': formatDate(payment.date),
          'invoice.balance': formatMoney(payment.balanceAfter),
        },
      },
    );
    await outbox.queueOnce(trx, {
      to,
      ...(fromTemplate ??
        receiptEmail(
          {
            number: facts.number,
            total: facts.total,
            balance: payment.balanceAfter,
            dueDate: facts.dueDate,
            contactName: facts.contactName,
            clientName: facts.clientName,
            companyName: facts.companyName,
          },
          payment,
        )),
      clientId: facts.clientId,
      eventId: facts.eventId,
      invoiceId: payment.invoiceId,
      paymentId,
    });
  });
}
