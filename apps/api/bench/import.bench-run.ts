/*
 * CSV import figure: a dry run and a confirmed import of 50,000 new clients (the row limit)
 * on a fresh PostgreSQL database, through the HTTP route (multipart, as the browser sends it).
 * `node apps/api/bench/import.bench-run.ts [--embedded]` (TEST_DATABASE_URL names the server; default
 * 127.0.0.1; --embedded runs it on PGlite). Beside each time, the longest the event loop was held at
 * once during the call: how long any other request had to wait for the server to look at it.
 */
import { randomBytes } from 'node:crypto';
import { ensureAdmin } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import { IMPORT_MAX_ROWS } from '@app/domain';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';

const database = await createTestDatabase({
  kind: process.argv.includes('--embedded') ? 'pglite' : 'postgres',
});
const credentials = { username: 'bench-admin', password: 'bench-password-1' };
await ensureAdmin(database.db, credentials);
const app = await buildApp({
  db: database.db,
  secrets: new SecretBox([randomBytes(32)]),
  sessionSecret: randomBytes(32).toString('hex'),
});
// The longest stretch without a turn of the event loop: a 5 ms timer that notes the gap since its last
// run, and the gap left open when the call ends (a call that never lets the loop turn is one gap).
let lastTick = performance.now();
let longest = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - lastTick);
  lastTick = now;
}, 5);
try {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const lines = ['Name,Industry,Contact name,Contact email,Contact phone,Status'];
  for (let i = 0; i < IMPORT_MAX_ROWS; i++)
    lines.push(
      `Client ${i},Events,Person ${i},client${i}@example.com,555-${String(i).padStart(5, '0')},active`,
    );
  const csv = `${lines.join('\r\n')}\r\n`;
  const boundary = '----benchimport';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const send = async (dryRun: boolean) => {
    lastTick = performance.now();
    longest = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/api/imports/clients?dryRun=${dryRun}`,
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    longest = Math.max(longest, performance.now() - lastTick);
    return Object.assign(res, {
      stall: `; the event loop held for at most ${Math.round(longest)} ms at once`,
    });
  };
  for (const dryRun of [true, false]) {
    const started = performance.now();
    const res = await send(dryRun);
    const seconds = (performance.now() - started) / 1000;
    const body = res.json();
    console.log(
      `${dryRun ? 'dry run ' : 'import  '} ${IMPORT_MAX_ROWS} clients (${(payload.length / 1024 / 1024).toFixed(1)} MB): ${res.statusCode} in ${seconds.toFixed(2)} s (create ${body.create}, update ${body.update}, errors ${body.errorCount})${res.stall}`,
    );
  }
  const again = performance.now();
  const res = await send(true);
  console.log(
    `dry run of the same file again (50,000 updates matched): ${res.statusCode} in ${((performance.now() - again) / 1000).toFixed(2)} s (update ${res.json().update})${res.stall}`,
  );
  const updated = performance.now();
  const res2 = await send(false);
  console.log(
    `import of the same file again (50,000 updates): ${res2.statusCode} in ${((performance.now() - updated) / 1000).toFixed(2)} s${res2.stall}`,
  );
} finally {
  clearInterval(ticker);
  await app.close();
  await database.close();
}
