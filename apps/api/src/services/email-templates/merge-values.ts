import { companyBrand, companyTimeZone, type Database, type Kysely } from '@app/db';
import {
  clientHasOpenPortal,
  mergeClient,
  mergeEvent,
  mergeInvoice,
} from '@app/db/email-templates/email-templates.repository.ts';
import { formatDate, formatMoney, toCalendarDate } from '@app/domain';
import type { MergeRecords } from '@app/domain/email-templates/email-template.schema.ts';
import type { MergeValues } from '../../mail/merge.ts';

export type MergeRecordKind = 'client' | 'event' | 'invoice';

/**
 * The values of the merge fields for the records named. A record not named is looked for where the
 * others point: an invoice's client and event, an event's client; one named explicitly wins. A
 * record named that does not exist is `missing(kind)`'s error (a preview's 404, a write's 400).
 * Money and dates are written as the app shows them (formatMoney, formatDate); a timestamp is shown
 * as the day it falls on in the company's time zone. Without an origin (a job, no PUBLIC_URL) there is
 * no link to write.
 */
export async function mergeValues(
  db: Kysely<Database>,
  records: MergeRecords,
  context: { origin: string | undefined; missing: (kind: MergeRecordKind) => Error },
): Promise<MergeValues> {
  const invoice = records.invoiceId ? await mergeInvoice(db, records.invoiceId) : undefined;
  if (records.invoiceId && !invoice) throw context.missing('invoice');
  const eventId = records.eventId ?? invoice?.eventId ?? null;
  const event = eventId ? await mergeEvent(db, eventId) : undefined;
  if (records.eventId && !event) throw context.missing('event');
  const clientId = records.clientId ?? invoice?.clientId ?? event?.clientId ?? null;
  const client = clientId ? await mergeClient(db, clientId) : undefined;
  if (records.clientId && !client) throw context.missing('client');

  const { companyName } = await companyBrand(db);
  const timeZone = await companyTimeZone(db);
  const day = (value: string) => formatDate(toCalendarDate(value, timeZone));
  const portal = client && (await clientHasOpenPortal(db, client.id));
  return {
    'client.contactName': client?.contactName ?? null,
    'client.name': client?.name ?? null,
    'event.name': event?.name ?? null,
    'event.date': event ? day(event.date) : null,
    'invoice.number': invoice?.number ?? null,
    'invoice.total': invoice ? formatMoney(invoice.total) : null,
    'invoice.balance': invoice ? formatMoney(invoice.balance) : null,
    'invoice.dueDate': invoice ? day(invoice.dueDate) : null,
    'portal.link': portal && context.origin ? portalLink(context.origin) : null,
    'company.name': companyName,
  };
}

/** The client portal's sign-in page, as e-mails link to it. */
export const portalLink = (origin: string) => `${origin}/portal/login`;
