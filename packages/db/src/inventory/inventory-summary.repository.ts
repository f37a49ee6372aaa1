import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type InventorySummary = {
  totalItems: number;
  lowStock: number;
  outOfStock: number;
  /** Sum of unitValue × quantity over every item, as a money string. */
  totalValue: string;
};

/**
 * The Inventory screen's cards (spec §2.8), read from the trigger-kept inventory_totals (migration
 * 0022): exact, and three rows to read whatever the size of the inventory.
 */
export async function inventorySummary(db: Kysely<Database>): Promise<InventorySummary> {
  const row = await db
    .selectFrom('inventory_totals')
    .select([
      sql<number>`coalesce(sum(item_count), 0)::int`.as('totalItems'),
      sql<number>`coalesce(sum(item_count) filter (where status = 'low_stock'), 0)::int`.as('lowStock'),
      sql<number>`coalesce(sum(item_count) filter (where status = 'out_of_stock'), 0)::int`.as('outOfStock'),
      sql<string>`coalesce(sum(value_total), 0)::numeric(16,2)::text`.as('totalValue'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
