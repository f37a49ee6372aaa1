import { assumeType } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** The tables a CSV import writes. */
export type ImportTable = 'clients' | 'inventory' | 'vendors' | 'financial_records';

/** The tables whose rows an import matches by a natural key, and that key's column. */
export type KeyedImportTable = Exclude<ImportTable, 'financial_records'>;

/**
 * Rows one insert or one set-based update carries: 500 rows of a dozen columns stay far under 65,535
 * parameters, and the embedded database, which runs each statement on the server's own thread and
 * holds every other request meanwhile, is let go between two statements.
 */
const INSERT_BATCH = 500;
const UPDATE_BATCH = 500;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The stored rows whose natural key is one of `keys`, by key: clients and vendors by contact e-mail
 * (case ignored: `keys` are lower case), inventory by SKU (as stored). A key may match several rows
 * (e-mails are not unique); the caller decides. With `lock`, the rows stay locked until the
 * transaction ends, so what was matched is what is updated.
 */
export async function rowsByNaturalKey(
  db: Kysely<Database>,
  table: KeyedImportTable,
  keys: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (keys.length === 0) return found;
  const key = table === 'inventory' ? sql`sku` : sql`lower(contact_email)`;
  const lock = options.lock ? sql` for update` : sql``;
  const { rows } = await sql<{ id: number; key: string }>`select id, ${key} as key from ${sql.table(table)}
    where ${key} = any(${[...keys]}::text[]) order by id${lock}`.execute(db);
  for (const row of rows) found.set(row.key, [...(found.get(row.key) ?? []), row.id]);
  return found;
}

/** Which of `ids` exist in `table` (a financial record's client, event or vendor). */
export async function existingIds(
  db: Kysely<Database>,
  table: 'clients' | 'events' | 'vendors',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
    where id = any(${[...ids]}::int[])`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts the rows (column values by their camelCase names; a missing value takes the column's
 * default) a thousand at a time, and answers their ids in the order given. Each row is audited as a
 * create by the table's trigger.
 */
export async function insertImportedRows(
  trx: Kysely<Database>,
  table: ImportTable,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    // The table is one of four and the values come from its create schema (validated by the caller);
    // Kysely cannot relate a union of tables' insert types to one row type.
    const inserted = await assumeType<Kysely<Record<string, Record<string, unknown>>>>(trx)
      .insertInto(table)
      .values(batch as Record<string, unknown>[])
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id as number));
  }
  return ids;
}

/**
 * Updates rows by id, a few thousand per statement: each row's values (camelCase names) replace the
 * stored ones, and a value that is absent or null leaves the stored one as it is (an import's blank
 * cell never clears a field). One set-based statement per batch: the JSON rows are typed by the
 * table's own row type (jsonb_populate_recordset), so each value is cast as its column is. Each changed
 * row is audited as an update by the table's trigger.
 */
export async function updateImportedRows(
  trx: Kysely<Database>,
  table: KeyedImportTable,
  rows: readonly ({ id: number } & Record<string, unknown>)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += UPDATE_BATCH) {
    const batch = rows.slice(start, start + UPDATE_BATCH);
    const columns = [...new Set(batch.flatMap((row) => Object.keys(row)))].filter((c) => c !== 'id');
    if (columns.length === 0) continue;
    const json = batch.map((row) =>
      Object.fromEntries(Object.entries(row).map(([name, value]) => [snake(name), value])),
    );
    const assignments = sql.join(
      columns.map((column) => {
        const name = snake(column);
        return sql`${sql.id(name)} = coalesce(r.${sql.id(name)}, t.${sql.id(name)})`;
      }),
    );
    await sql`update ${sql.table(table)} as t set ${assignments}
      from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(json)}::jsonb) as r
      where t.id = r.id`.execute(trx);
  }
}

/**
 * The import's own audit entry (action 'import'), with the actor and request id the transaction
 * carries (setAuditActor): `recordId` names the import, `changes` what it did.
 */
export async function recordImportAuditEntry(
  trx: Kysely<Database>,
  entry: { tableName: ImportTable; recordId: string; changes: Record<string, unknown> },
): Promise<void> {
  await sql`insert into audit_log (actor_id, actor_name, action, table_name, record_id, changes, request_id)
    select u.id, nullif(current_setting('app.actor_name', true), ''), 'import', ${entry.tableName},
      ${entry.recordId}, ${JSON.stringify(entry.changes)}::jsonb, nullif(current_setting('app.request_id', true), '')
    from (select nullif(current_setting('app.actor_id', true), '')::integer as actor) a
    left join users u on u.id = a.actor`.execute(trx);
}
