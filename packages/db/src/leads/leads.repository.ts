import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { createCrudRepository } from '../crud/crud.repository.ts';
import type { Database, LeadActivitiesTable, LeadsTable } from '../schema.ts';

type Db = Kysely<Database>;

// Leads: the list (search by name, e-mail and phone; filters by stage, source, campaign, owner and the
// day they came in), one lead with its timeline, and what a submission and a conversion write.
export const leadsRepository = createCrudRepository({
  table: 'leads',
  searchColumns: ['name', 'email', 'phone'],
  sortColumns: ['createdAt', 'name', 'eventDate', 'valueEstimate'],
  defaultSort: ['createdAt', 'desc'],
  customFilters: {
    from: (value) => sql<boolean>`leads.created_at >= ${String(value)}::date`,
    to: (value) => sql<boolean>`leads.created_at < ${String(value)}::date + 1`,
  },
});

export function leadForUpdate(db: Db, id: number) {
  return db.selectFrom('leads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertLead(db: Db, values: Insertable<LeadsTable>) {
  return db.insertInto('leads').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateLead(db: Db, id: number, values: Updateable<LeadsTable>, expectedVersion?: number) {
  let query = db.updateTable('leads').set(values).where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}

export function deleteLead(db: Db, id: number) {
  return db.deleteFrom('leads').where('id', '=', id).returning('id').executeTakeFirst();
}

/**
 * Serialises the submissions from one address: two arriving at once would otherwise both find no open
 * lead and make two. Held until the transaction ends.
 */
export async function lockLeadEmail(db: Db, email: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`lead-email:${email.toLowerCase()}`}))`.execute(db);
}

/** The newest lead from `email` (whatever its case) still in an open stage, locked. */
export function openLeadByEmail(db: Db, email: string) {
  return db
    .selectFrom('leads')
    .selectAll('leads')
    .where(sql<boolean>`lower(leads.email) = lower(${email})`)
    .where('leads.stageId', 'in', db.selectFrom('pipeline_stages').select('id').where('kind', '=', 'open'))
    .orderBy('leads.createdAt', 'desc')
    .orderBy('leads.id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** The other leads from the same address (the list shows duplicate inquiries together). */
export async function leadIdsWithEmail(db: Db, email: string, exceptId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('id', '<>', exceptId)
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

export function insertLeadActivity(db: Db, values: Insertable<LeadActivitiesTable>) {
  return db.insertInto('lead_activities').values(values).returning('id').executeTakeFirstOrThrow();
}

/** A lead's timeline, newest first, with the name of who did each thing. */
export function leadActivities(db: Db, leadId: number) {
  return db
    .selectFrom('lead_activities as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.id', 'a.kind', 'a.userId', 'u.username as userName', 'a.body', 'a.details', 'a.createdAt'])
    .where('a.leadId', '=', leadId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
}

/** The campaign whose tracking code is `code`, whatever its case. */
export function campaignByTrackingCode(db: Db, code: string) {
  return db
    .selectFrom('campaigns')
    .select(['id'])
    .where(sql<boolean>`lower(tracking_code) = lower(${code})`)
    .executeTakeFirst();
}

export function idExists(db: Db, table: 'users' | 'campaigns' | 'pipeline_stages', id: number) {
  return db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
}

export function stageKind(db: Db, id: number) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The client a converted lead links to when one has its e-mail address (the oldest such). */
export function clientByContactEmail(db: Db, email: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where(sql<boolean>`lower(contact_email) = lower(${email})`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Staff who hear of new inquiries: active admins and managers. */
export function leadNotificationRecipients(db: Db) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('role', 'in', ['admin', 'manager'])
    .where('isActive', '=', true)
    .execute();
}

/**
 * Per campaign: its leads, its booked leads (converted), and the booked revenue: what was paid on the
 * invoices (not void) of the clients and events converted from its leads, each invoice counted once
 * however many of the campaign's leads point at it.
 */
export async function campaignLeadFigures(db: Db, campaignIds?: readonly number[]) {
  const ids = campaignIds === undefined ? null : campaignIds.length === 0 ? [0] : [...campaignIds];
  const { rows } = await sql<{
    campaignId: number;
    leads: number;
    bookedLeads: number;
    bookedRevenue: string;
  }>`
    select c.id as campaign_id,
      (select count(*)::int from leads l where l.campaign_id = c.id) as leads,
      (select count(*)::int from leads l where l.campaign_id = c.id and l.converted_at is not null) as booked_leads,
      coalesce((
        select sum(i.paid) from invoices i
        where i.status <> 'void' and exists (
          select 1 from leads l
          where l.campaign_id = c.id and l.converted_at is not null
            and (l.event_id = i.event_id or (l.client_id = i.client_id and l.event_id is null))
        )
      ), 0)::text as booked_revenue
    from campaigns c
    where ${ids === null ? sql`true` : sql`c.id = any(${ids}::int[])`}
    order by c.id`.execute(db);
  return rows;
}

/**
 * The sources report: per month the lead came in, source and campaign, its leads, booked leads and the
 * booked revenue of those booked (paid on their invoices, not void, each invoice once per row).
 */
export async function leadSourceFigures(db: Db, from: string, to: string) {
  const { rows } = await sql<{
    month: string;
    source: Selectable<LeadsTable>['source'];
    campaignId: number | null;
    campaignName: string | null;
    leads: number;
    booked: number;
    bookedRevenue: string;
  }>`
    with picked as (
      select l.id, l.source, l.campaign_id, l.client_id, l.event_id, l.converted_at,
        date_trunc('month', l.created_at)::date as month
      from leads l
      where l.created_at >= date_trunc('month', ${from}::date)
        and l.created_at < date_trunc('month', ${to}::date) + interval '1 month'
    )
    select to_char(p.month, 'YYYY-MM-DD') as month, p.source, p.campaign_id, c.name as campaign_name,
      count(*)::int as leads,
      count(p.converted_at)::int as booked,
      coalesce((
        select sum(i.paid) from invoices i
        where i.status <> 'void' and exists (
          select 1 from picked q
          where q.month = p.month and q.source = p.source
            and q.campaign_id is not distinct from p.campaign_id and q.converted_at is not null
            and (q.event_id = i.event_id or (q.client_id = i.client_id and q.event_id is null))
        )
      ), 0)::text as booked_revenue
    from picked p
    left join campaigns c on c.id = p.campaign_id
    group by p.month, p.source, p.campaign_id, c.name
    order by p.month, p.source, p.campaign_id nulls first`.execute(db);
  return rows;
}

/** The client a conversion makes. */
export function insertClientFromLead(
  db: Db,
  values: {
    name: string;
    industry: string;
    contactName: string;
    contactEmail: string;
    contactPhone: string | null;
  },
) {
  return db.insertInto('clients').values(values).returning(['id', 'name']).executeTakeFirstOrThrow();
}

/** The event a conversion makes. */
export function insertEventFromLead(db: Db, values: Insertable<Database['events']>) {
  return db.insertInto('events').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/** The leads of `ids` that exist, locked in id order (two bulk changes over the same leads queue). */
export function leadsForUpdate(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}
