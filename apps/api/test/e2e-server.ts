import { randomBytes } from 'node:crypto';
// Starts the real app on a fresh database for the Playwright suite: PostgreSQL when the test run has
// it (TEST_DB_KINDS contains postgres), otherwise embedded PGlite. The database is dropped on exit.
import { join } from 'node:path';
import { ensureAdmin, seedDemo } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { repoRoot } from '../src/env.ts';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

const kind = (process.env.TEST_DB_KINDS ?? 'pglite').includes('postgres') ? 'postgres' : 'pglite';
const database = await createTestDatabase({ kind });
await ensureAdmin(database.db, E2E_ADMIN);
await seedDemo(database.db);

const app = await buildApp({ db: database.db, secrets: new SecretBox([randomBytes(32)]), sessionSecret: randomBytes(32).toString('hex'), webDist: join(repoRoot, 'apps/web/dist') });
const port = Number(process.env.E2E_PORT ?? 4173);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`e2e server on ${port} (${kind})\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
