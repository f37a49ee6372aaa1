import { sql } from 'kysely';
import { createCrudRepository } from '../crud/crud.repository.ts';

/*
 * What a campaign's leads brought (migration 0066): its leads, those booked (converted), and the booked
 * revenue: what was paid on the issued invoices of the events converted from its leads (of the lead's
 * client when its event is gone), each invoice once. The real return is (booked revenue − budget) /
 * budget, 4 decimals, null without a budget. Computed for the rows answered only.
 */
const bookedRevenue = (campaigns: string) =>
  sql`(select coalesce(sum(i.paid), 0) from invoices i
    where i.status in ('sent', 'partially_paid', 'paid') and exists (
      select 1 from leads l
      where l.campaign_id = ${sql.ref(`${campaigns}.id`)} and l.converted_at is not null
        and (l.event_id = i.event_id or (l.event_id is null and l.client_id = i.client_id))))`;
export const campaignLeadColumns = {
  leads: (campaigns: string) =>
    sql<number>`(select count(*)::int from leads l where l.campaign_id = ${sql.ref(`${campaigns}.id`)})`,
  bookedLeads: (campaigns: string) =>
    sql<number>`(select count(*)::int from leads l
      where l.campaign_id = ${sql.ref(`${campaigns}.id`)} and l.converted_at is not null)`,
  bookedRevenue: (campaigns: string) => sql<string>`${bookedRevenue(campaigns)}::numeric(14, 2)::text`,
  realReturn: (campaigns: string) =>
    sql<number | null>`case when ${sql.ref(`${campaigns}.budget`)} > 0
      then round((${bookedRevenue(campaigns)} - ${sql.ref(`${campaigns}.budget`)}) / ${sql.ref(`${campaigns}.budget`)}, 4)::float8
      end`,
};

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const campaignsRepository = createCrudRepository({
  table: 'campaigns',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'status', 'startDate', 'budget', 'reach', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
  computed: campaignLeadColumns,
});
