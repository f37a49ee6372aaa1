import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * US sales-tax rates have three decimals (8.875 %); numeric(5, 2) rounded them to 8.88, a tax wrong by
 * cents. Widening to numeric(6, 3) keeps every stored rate as it is. Going back would round a rate that
 * uses its third decimal, so the down refuses while one exists instead of changing an invoice.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoice_items alter column tax_rate type numeric(6, 3)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`do $$
begin
  if exists (select 1 from invoice_items where tax_rate <> round(tax_rate, 2)) then
    raise exception 'invoice_items has tax rates with three decimals: numeric(5, 2) would round them';
  end if;
end
$$`.execute(db);
  await sql`alter table invoice_items alter column tax_rate type numeric(5, 2)`.execute(db);
}
