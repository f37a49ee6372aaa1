import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, TableName } from './schema.ts';
import { tableColumns, tableNames } from './schema.ts';
import type { TestDatabase } from './testing.ts';
import { createTestDatabase } from './testing.ts';

// Compile-time half of the drift check: the camelCase properties of each table interface must be
// exactly the columns listed in `tableColumns`, and `| null` must appear on exactly the columns
// marked '?'. `tsc` reports the offending table if not.
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Listed<T extends TableName> = (typeof tableColumns)[T][number];
type WithoutMark<C> = C extends `${infer Name}?` ? Name : C;
type OnlyMarked<C> = C extends `${infer Name}?` ? Name : never;
type ListedProperties<T extends TableName> = CamelCase<WithoutMark<Listed<T>>>;
type ListedNullable<T extends TableName> = CamelCase<OnlyMarked<Listed<T>>>;
type NullableProperties<T extends TableName> = {
  [K in keyof Selectable<Database[T]>]: null extends Selectable<Database[T]>[K] ? K : never;
}[keyof Selectable<Database[T]>];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agreement = {
  [T in TableName]: [
    Same<ListedProperties<T>, keyof Database[T] & string>,
    Same<ListedNullable<T>, NullableProperties<T>>,
  ];
};
type ExpectAgreement<T extends { [K in TableName]: [true, true] }> = T;
const agreement: ExpectAgreement<Agreement> | undefined = undefined;

interface ColumnRow {
  tableName: string;
  columnName: string;
  isNullable: 'YES' | 'NO';
}

describe('schema.ts matches the migrated database', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());

  it('has a compile-time agreement between interfaces and tableColumns', () => {
    expect(agreement).toBeUndefined();
  });

  it('lists exactly the tables of the database', async () => {
    const { rows } = await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not like 'kysely_migration%'
      order by table_name`.execute(testDb.db);
    expect(rows.map((row) => row.tableName)).toEqual([...tableNames].sort());
  });

  it.each(tableNames)('%s: column names and nullability match tableColumns', async (table) => {
    const { rows } = await sql<ColumnRow>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(testDb.db);
    const actual = rows
      .map((row) => (row.isNullable === 'YES' ? `${row.columnName}?` : row.columnName))
      .sort();
    expect(actual).toEqual([...tableColumns[table]].sort());
  });
});
