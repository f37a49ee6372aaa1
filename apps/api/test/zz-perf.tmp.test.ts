import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'kysely';
import { it } from 'vitest';
import { ADMIN, createTestApp } from './helpers.ts';

it('profile of a 50-row page', async () => {
  const t = await createTestApp();
  const cookie = await t.login(ADMIN);
  await sql`insert into clients (name, industry, contact_name, contact_email, status)
    select 'Bulk ' || g, 'Bulk', 'Bea', 'b' || g || '@example.com', 'active' from generate_series(1, 200) g`.execute(t.database.db);
  for (let i = 0; i < 300; i++) await t.call('GET', '/api/clients?limit=50', { cookie });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < 1500; i++) await t.call('GET', '/api/clients?limit=50', { cookie });
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/perf/list.cpuprofile', JSON.stringify(profile));
  await t.close();
}, 300_000);
