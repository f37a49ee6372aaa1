import { type Kysely, sql } from 'kysely';
import { keptOpenInvoicesBalance } from '../counts/kept-counts.repository.ts';
import type { Database } from '../schema.ts';

export type DashboardStats = {
  totalClients: number;
  activeEvents: number;
  totalCampaigns: number;
  activeCampaigns: number;
  totalIncome: string;
  totalExpenses: string;
  netProfit: string;
  outstanding: string;
};

/**
 * The dashboard's figures. Client and event counts and the money sums come from the trigger-kept
 * status_counts and financial_totals (migration 0021), so the answer costs the same with a million
 * financial records as with ten; sums stay numeric and come back as strings. `outstanding` is what
 * clients owe on sent and partially paid invoices: the kept sums of total − paid of those two statuses
 * (status_counts.balance, migration 0041). Income, expenses and net profit are all time: every
 * financial record whatever its date (the monthly chart is the one with a period). Campaigns, all and
 * active, are counted in the campaigns table itself.
 */
export async function dashboardStats(db: Kysely<Database>): Promise<DashboardStats> {
  const { rows } = await sql<DashboardStats>`
    select
      (select coalesce(sum(row_count), 0)::int from status_counts where table_name = 'clients') as "totalClients",
      (select coalesce(sum(row_count), 0)::int from status_counts
        where table_name = 'events' and status in ('planning', 'confirmed', 'in_progress')) as "activeEvents",
      (select count(*)::int from campaigns) as "totalCampaigns",
      (select count(*)::int from campaigns where status = 'active') as "activeCampaigns",
      round(totals.income, 2)::text as "totalIncome",
      round(totals.expenses, 2)::text as "totalExpenses",
      round(totals.income - totals.expenses, 2)::text as "netProfit",
      ${keptOpenInvoicesBalance} as outstanding
    from (
      select coalesce(sum(amount_total) filter (where type = 'income'), 0) as income,
             coalesce(sum(amount_total) filter (where type = 'expense'), 0) as expenses
      from financial_totals
    ) totals`.execute(db);
  return rows[0]!;
}

export type MonthlyTotals = { month: string; income: string; expenses: string };

/**
 * Income and expenses per calendar month over the last `months` months (oldest first, gaps filled),
 * read from the per-month financial_totals.
 */
export async function monthlyTotals(db: Kysely<Database>, months = 12): Promise<MonthlyTotals[]> {
  const { rows } = await sql<MonthlyTotals>`
    with series as (
      select to_char(m, 'YYYY-MM') as month, m::date as first_day
      from generate_series(date_trunc('month', company_today()) - make_interval(months => ${months - 1}),
                           date_trunc('month', company_today()), interval '1 month') as m
    )
    select s.month,
           round(coalesce(sum(t.amount_total) filter (where t.type = 'income'), 0), 2)::text as income,
           round(coalesce(sum(t.amount_total) filter (where t.type = 'expense'), 0), 2)::text as expenses
    from series s
    left join financial_totals t on t.month = s.first_day
    group by s.month
    order by s.month`.execute(db);
  return rows;
}

/** The next events that are confirmed or still being planned (spec §2.5: at most 4 on the dashboard). */
export async function upcomingEvents(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'date', 'time', 'venue', 'clientName', 'status'])
    .where('status', 'in', ['confirmed', 'planning'])
    .where('date', '>=', sql<string>`company_today()`)
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}
