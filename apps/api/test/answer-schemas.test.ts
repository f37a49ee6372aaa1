import { seedDemo } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '../src/auth/session-user.ts';
import { checkAnswers, unchecked, uncheckedOriginal } from '../src/trpc/answer-schema.ts';
import { appRouter } from '../src/trpc/root.ts';
import { CRUD_RESOURCES } from './fixtures.ts';
import { callerAs, createTestApp, type TestApp } from './helpers.ts';

// Production does not run an `unchecked` answer through its schema. Here, over the
// demo data, every such procedure answers with the check off (as production does), and the answer must
// be exactly what its schema lets through: parsing it changes nothing (no field the schema would drop,
// no value it would rewrite) and it is not empty. A new column selected but not in the schema, or a
// value in another form, fails here before it could leak.

let t: TestApp;
let admin: SessionUser;
type Procedure = { _def: { output?: unknown; type: string } };
type Callable = (input?: unknown) => Promise<unknown>;

function procedureAt(path: string): Callable {
  let at: unknown = callerAs(t, admin);
  for (const part of path.split('.')) at = (at as Record<string, unknown>)[part];
  return at as Callable;
}

/** The procedures whose answers production does not check, by path, with the schema they stand for. */
const uncheckedProcedures = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).flatMap(
    ([path, procedure]) => {
      const schema = uncheckedOriginal(procedure._def.output);
      return schema ? [{ path, schema }] : [];
    },
  );

/** An answer taken as production takes it: without the schema's check. */
async function asInProduction(call: () => Promise<unknown>): Promise<unknown> {
  checkAnswers(false);
  try {
    return await call();
  } finally {
    checkAnswers(true);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const row = await t.database.db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  admin = { id: row.id, username: row.username, role: row.role, twoFactorPending: false };
  // A row of each resource the demo leaves empty.
  for (const { key: resource, create } of CRUD_RESOURCES) {
    const rows = (await procedureAt(`${resource}.list`)({ limit: 1 })) as unknown[];
    if (rows.length === 0) await procedureAt(`${resource}.create`)(create());
  }
}, 120_000);
afterAll(async () => {
  checkAnswers(true);
  await t?.close();
});

describe('answers production does not check against their schema', () => {
  it('include every list, page and read of the CRUD resources and invoices', () => {
    const paths = uncheckedProcedures().map((p) => p.path);
    for (const resource of ['clients', 'events', 'inventory', 'financialRecords', 'invoices'])
      for (const name of ['list', 'page']) expect(paths).toContain(`${resource}.${name}`);
    expect(paths).toContain('clients.byId');
    expect(paths).toContain('events.reservations.list');
  });

  it('are exactly what their schema lets through, over the demo data', async () => {
    const checked: string[] = [];
    for (const { path, schema } of uncheckedProcedures()) {
      const name = path.split('.').pop();
      const router = path.slice(0, path.lastIndexOf('.'));
      let inputs: unknown[];
      if (name === 'byId') {
        const rows = (await procedureAt(`${router}.list`)({ limit: 5 })) as Array<{ id: number }>;
        inputs = rows.map((row) => ({ id: row.id }));
      } else if (path === 'events.reservations.list') {
        const { rows } = await sql<{ id: number }>`
          select event_id as id from reservations group by event_id order by count(*) desc, event_id limit 3`.execute(
          t.database.db,
        );
        inputs = rows.map((row) => ({ id: row.id }));
      } else inputs = [{ limit: 500 }, { limit: 500, sortDir: 'asc' }];
      expect(inputs.length, path).toBeGreaterThan(0);
      for (const input of inputs) {
        const answer = await asInProduction(() => procedureAt(path)(input));
        const rows = Array.isArray(answer)
          ? answer
          : 'items' in (answer as object)
            ? (answer as { items: unknown[] }).items
            : [answer];
        expect(rows.length, `${path} answers rows over the demo data`).toBeGreaterThan(0);
        expect(schema.parse(answer), path).toEqual(answer);
      }
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThanOrEqual(30);
  });
});

describe('the columns unchecked reads select', () => {
  it('are nullable in the database only where the row schema takes null', async () => {
    // Read by convention: `clientPortals.byId` answers rows of client_portals.
    const reads = uncheckedProcedures().filter(({ path }) => path.endsWith('.byId'));
    expect(reads.length).toBeGreaterThanOrEqual(10);
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and is_nullable = 'YES'
        -- A generated column (events' profit) is computed from columns that are not null.
        and is_generated = 'NEVER'`.execute(t.database.db);
    for (const { path, schema } of reads) {
      const table = path.slice(0, -'.byId'.length).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const nullable = rows
        .filter((row) => row.table === table)
        .map((row) => row.column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
        .filter((field) => field in shape);
      expect(
        nullable.filter((field) => !shape[field]!.safeParse(null).success),
        `${table}: nullable columns whose schema refuses null`,
      ).toEqual([]);
    }
  });
});

describe('unchecked', () => {
  const Row = z.object({ id: z.int(), name: z.string() });

  it('parses as its schema while answers are checked, and passes the answer as it is when not', async () => {
    const schema = unchecked(Row);
    const leaky = { id: 1, name: 'Ann', passwordHash: 'x' };
    expect(await schema.parseAsync(leaky)).toEqual({ id: 1, name: 'Ann' });
    expect(await asInProduction(() => schema.parseAsync(leaky))).toBe(leaky);
    expect(uncheckedOriginal(schema)).toBe(Row);
    // The schema itself, used elsewhere, is untouched.
    checkAnswers(false);
    try {
      expect(Row.parse(leaky)).toEqual({ id: 1, name: 'Ann' });
    } finally {
      checkAnswers(true);
    }
  });
});
