import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type DigitalProductsSummary = {
  totalProducts: number;
  activeProducts: number;
  /** Sum of the products' list prices, as a money string (the spec's 'Total Sales', which sold nothing). */
  catalogueValue: string;
  downloads: number;
  /** Products created in the last `recentDays` days. */
  addedRecently: number;
};

/** The Digital Products screen's cards (spec §2.7), computed in SQL over every product. */
export async function digitalProductsSummary(
  db: Kysely<Database>,
  recentDays: number,
): Promise<DigitalProductsSummary> {
  return db
    .selectFrom('digital_products')
    .select([
      sql<number>`count(*)::int`.as('totalProducts'),
      sql<number>`(count(*) filter (where status = 'active'))::int`.as('activeProducts'),
      sql<string>`coalesce(sum(price), 0)::numeric(16,2)::text`.as('catalogueValue'),
      // bigint sum would come back as text; the column is an int, so the total fits a JS number.
      sql<number>`coalesce(sum(downloads), 0)::float8`.as('downloads'),
      sql<number>`(count(*) filter (where created_at > now() - make_interval(days => ${recentDays})))::int`.as(
        'addedRecently',
      ),
    ])
    .executeTakeFirstOrThrow();
}
