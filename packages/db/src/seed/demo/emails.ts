import { sql } from 'kysely';
import type { Seed } from './seed.ts';

/**
 * The outbox as a business that has been sending for a while has it: each issued invoice's e-mail to
 * its client, sent when it was issued, and one that bounced (the address no longer exists), so the
 * E-mail screen and the clients' histories show every state a message is usually in.
 */
export async function seedEmails({ trx }: Seed) {
  const invoices = await trx
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.clientId')
    .leftJoin('company_settings as cs', (join) => join.onTrue())
    .select([
      'i.id',
      'i.number',
      'i.clientId',
      'i.eventId',
      'i.issueDate',
      'c.contactName',
      'c.contactEmail',
      'cs.companyName',
    ])
    .where('i.number', 'is not', null)
    .orderBy('i.id')
    .execute();
  for (const [index, invoice] of invoices.entries()) {
    if (!invoice.contactEmail || !invoice.issueDate) continue;
    const bounced = index === 1;
    const text =
      `Dear ${invoice.contactName ?? 'client'},\n\nPlease find attached invoice ${invoice.number}.\n\nThank you for your business,\n${invoice.companyName ?? ''}`.trim();
    const html = text
      .split('\n\n')
      .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
      .join('\n');
    const at = sql<string>`(${invoice.issueDate}::date + time '10:15')::timestamptz`;
    await trx
      .insertInto('emails')
      .values({
        status: bounced ? 'failed' : 'sent',
        toAddress: invoice.contactEmail,
        subject: `Invoice ${invoice.number} from ${invoice.companyName ?? 'us'}`,
        html,
        textBody: text,
        messageId: `<demo-invoice-${invoice.id}@eventflow.demo>`,
        attempts: 1,
        clientId: invoice.clientId,
        eventId: invoice.eventId,
        invoiceId: invoice.id,
        createdAt: at,
        sentAt: bounced ? null : at,
        smtpResponse: bounced ? null : '250 2.0.0 OK',
        error: bounced ? '550 5.1.1 The email account that you tried to reach does not exist' : null,
      })
      .execute();
  }
}
