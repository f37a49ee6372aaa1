import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * How a notification's text writes a day, the app's own format (formatDate in @app/domain,
 * 'MMM D, YYYY': 'Dec 19, 2026'). 'Mon' is English whatever the server's locale (no TM prefix).
 */
export const NOTIFICATION_DAY_FORMAT = 'Mon FMDD, YYYY';
const day = sql.lit(NOTIFICATION_DAY_FORMAT);

/**
 * Creates the notifications the business needs to see, one per condition (dedupe_key):
 * stock running low or out, an event in the next 7 days, a subscription or licence expiring within
 * 30 days, an active campaign ending within 3 days, an invoice past its due date (an invoice paid in
 * full notifies from its payment's transaction, invoices.repository.ts). When a condition ends (an item is restocked),
 * its key is released so a later recurrence notifies again. Idempotent; safe to run concurrently.
 */
export async function refreshNotifications(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      update notifications n set dedupe_key = null
      from inventory i
      where n.related_type = 'inventory' and n.related_id = i.id and n.dedupe_key is not null
        and n.dedupe_key <> 'inventory:' || i.id || ':' || i.status`.execute(trx);

    await sql`
      insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key)
      select 'inventory',
             case when status = 'out_of_stock' then 'Out of stock' else 'Low stock' end,
             case when status = 'out_of_stock' then name || ' (' || sku || ') is out of stock'
                  else name || ' (' || sku || ') is low: ' || quantity || ' left, minimum ' || min_quantity end,
             case when status = 'out_of_stock' then 'high' else 'normal' end,
             id, 'inventory', '/inventory', 'inventory:' || id || ':' || status
      from inventory where status in ('low_stock', 'out_of_stock')
      on conflict (dedupe_key) do nothing`.execute(trx);

    await sql`
      insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key, expires_at)
      select 'event', 'Upcoming event',
             name || ' for ' || client_name || ' on ' || to_char(date, ${day}) || ' at ' || venue,
             case when date <= company_today() + 1 then 'urgent' else 'high' end,
             id, 'event', '/events', 'event:' || id || ':' || date, (date + 1)::timestamp at time zone company_time_zone()
      from events
      where date between company_today() and company_today() + 7 and status in ('planning', 'confirmed')
      on conflict (dedupe_key) do nothing`.execute(trx);

    await sql`
      insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key, expires_at)
      select 'business-info', 'Expiring soon',
             name || ' expires on ' || to_char(expiration_date, ${day}),
             case when expiration_date <= company_today() + 7 then 'high' else 'normal' end,
             id, 'business-info', '/business-info', 'expiring:' || id || ':' || expiration_date,
             (expiration_date + 1)::timestamp at time zone company_time_zone()
      from business_info
      where is_active and expiration_date between company_today() and company_today() + 30
      on conflict (dedupe_key) do nothing`.execute(trx);

    await sql`
      insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key, expires_at)
      select 'campaign', 'Campaign ending',
             name || ' ends on ' || to_char(end_date, ${day}),
             'normal', id, 'campaign', '/marketing', 'campaign-ending:' || id || ':' || end_date,
             (end_date + 1)::timestamp at time zone company_time_zone()
      from campaigns
      where status = 'active' and end_date between company_today() and company_today() + 3
      on conflict (dedupe_key) do nothing`.execute(trx);

    await sql`
      insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key)
      select 'invoice', 'Invoice overdue',
             i.number || ' for ' || c.name || ' was due on ' || to_char(i.due_date, ${day})
               || ': $' || to_char(i.total - i.paid, 'FM999,999,999,990.00') || ' outstanding',
             'high', i.id, 'invoice', '/invoices?invoice=' || i.id, 'invoice-overdue:' || i.id || ':' || i.due_date
      from invoices i join clients c on c.id = i.client_id
      where i.status in ('sent', 'partially_paid') and i.due_date < company_today()
      on conflict (dedupe_key) do nothing`.execute(trx);
  });
}
