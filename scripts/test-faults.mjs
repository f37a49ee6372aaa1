// `pnpm test:faults` (run by .ci/run after `npm test`): the fault-injection tests of apps/api. They
// start their own throwaway PostgreSQL cluster (initdb into a temporary directory) and real server
// processes, crash and restart the database, run two instances and send SIGTERM under load.
// Needs the PostgreSQL server programs (initdb, pg_ctl, pg_dump); fails with a clear message without.
import { bootstrap, log } from './bootstrap.mjs';

const { env, pnpm } = bootstrap();
log('fault injection: database crash under load, two instances, graceful shutdown, secrets at rest');
pnpm(['--filter', '@app/api', 'test:faults'], { env: { ...env, TURBO_TELEMETRY_DISABLED: '1' } });
log('\x1b[32mfault-injection tests passed\x1b[0m');
