import {
  claimReminder,
  companyDateAt,
  companyTodayDate,
  type Database,
  invoicesOwedReminder,
  type Kysely,
  linkReminderEmail,
  overdueReminderDays,
  reminderFacts,
} from '@app/db';
import type { Outbox } from '../../mail/outbox.ts';
import { productEmailFromTemplate } from '../email-templates/product-email.ts';
import { reminderEmail } from './invoice-email.ts';

/**
 * Queues the overdue reminders owed today (the company's day, in its time zone): for each open invoice
 * past a step of the company's setting, one e-mail to its client, its PDF attached. The step is
 * recorded in the transaction that queues the e-mail, and only once (claimReminder), so sweeps that
 * run together or again send nothing twice; a paid or voided invoice is owed nothing. Answers how many
 * were queued. `when` is the company's day ('YYYY-MM-DD') or an instant whose day in the company's time
 * zone counts; by default, now.
 */
export async function sendOverdueReminders(
  db: Kysely<Database>,
  outbox: Outbox,
  when?: string | Date,
  /** The origin links start with (PUBLIC_URL); without it a template's {{portal.link}} is empty. */
  origin?: string,
): Promise<number> {
  const steps = await overdueReminderDays(db);
  const day =
    typeof when === 'string' ? when : when ? await companyDateAt(db, when) : await companyTodayDate(db);
  let queued = 0;
  for (const { invoiceId, step } of await invoicesOwedReminder(db, day, steps)) {
    queued += await db.transaction().execute(async (trx) => {
      const facts = await reminderFacts(trx, invoiceId);
      if (!facts?.number || (facts.status !== 'sent' && facts.status !== 'partially_paid')) return 0;
      // Recorded even for a client without an address, so the sweep does not come back to it each day.
      if (!(await claimReminder(trx, invoiceId, step))) return 0;
      const to = facts.contactEmail?.trim();
      if (!to) return 0;
      const fromTemplate = await productEmailFromTemplate(trx, 'reminder', { invoiceId }, { origin });
      const emailId = await outbox.queue(trx, {
        to,
        ...(fromTemplate ??
          reminderEmail(
            {
              number: facts.number,
              total: facts.total,
              balance: facts.balance,
              dueDate: facts.dueDate,
              contactName: facts.contactName,
              clientName: facts.clientName,
              companyName: facts.companyName,
            },
            step,
          )),
        clientId: facts.clientId,
        eventId: facts.eventId,
        invoiceId,
        documentIds: facts.documentId ? [facts.documentId] : [],
      });
      await linkReminderEmail(trx, invoiceId, step, emailId);
      return 1;
    });
  }
  return queued;
}
