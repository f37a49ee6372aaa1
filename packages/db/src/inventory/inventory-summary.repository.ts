import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type InventorySummary = {
  totalItems: number;
  lowStock: number;
  outOfStock: number;
  /** Sum of unitValue × quantity over every item, as a money string. */
  totalValue: string;
};

/** The Inventory screen's cards (spec §2.8), counted and summed in SQL over the whole inventory. */
export async function inventorySummary(db: Kysely<Database>): Promise<InventorySummary> {
  const row = await db
    .selectFrom('inventory')
    .select([
      sql<number>`count(*)::int`.as('totalItems'),
      sql<number>`(count(*) filter (where status = 'low_stock'))::int`.as('lowStock'),
      sql<number>`(count(*) filter (where status = 'out_of_stock'))::int`.as('outOfStock'),
      sql<string>`coalesce(sum(unit_value * quantity), 0)::numeric(16,2)::text`.as('totalValue'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
