import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';
import { down, up } from './2026_11_28_0052_invoice_tax_rate_three_decimals.ts';

// Migration 0052 on both database kinds: widening invoice_items.tax_rate keeps every stored rate, and
// going back refuses while a rate uses the third decimal, rather than rounding an invoice's tax rate.

let testDb: TestDatabase;
let invoiceId: number;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const { rows } = await sql<{ id: number }>`
    with c as (
      insert into clients (name, industry, contact_name, contact_email)
      values ('Rates Co', 'Retail', 'Rae', 'rae@rates.test') returning id
    )
    insert into invoices (client_id, due_date) select id, '2027-04-01' from c returning id`.execute(
    testDb.db,
  );
  invoiceId = rows[0]!.id;
});
afterAll(() => testDb?.close());

const rates = async () =>
  (
    await sql<{ rate: string; type: string }>`
      select tax_rate::text as rate, format_type(a.atttypid, a.atttypmod) as type
      from invoice_items i
      join pg_attribute a on a.attrelid = 'invoice_items'::regclass and a.attname = 'tax_rate'
      order by position`.execute(testDb.db)
  ).rows;
const line = (position: number, rate: string) =>
  sql`insert into invoice_items (invoice_id, position, description, quantity, unit_price, tax_rate, amount, tax)
      values (${invoiceId}, ${position}, 'Line', 1, 100, ${rate}::numeric, 100, 0)`.execute(testDb.db);

describe('migration 0052 (tax rates with three decimals)', () => {
  it('refuses to go back while a rate has a third decimal, and changes nothing', async () => {
    await line(1, '8.25');
    await line(2, '8.875');
    await expect(down(testDb.db)).rejects.toThrow(/tax rates with three decimals/);
    expect(await rates()).toEqual([
      { rate: '8.250', type: 'numeric(6,3)' },
      { rate: '8.875', type: 'numeric(6,3)' },
    ]);
  });

  it('goes back and up again without changing a two-decimal rate', async () => {
    await sql`delete from invoice_items where position = 2`.execute(testDb.db);
    await down(testDb.db);
    expect(await rates()).toEqual([{ rate: '8.25', type: 'numeric(5,2)' }]);
    await up(testDb.db);
    expect(await rates()).toEqual([{ rate: '8.250', type: 'numeric(6,3)' }]);
  });
});
