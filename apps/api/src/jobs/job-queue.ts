import { type AppDatabase, type Database, holdingConnection, type Kysely, runForeignSql } from '@app/db';
import {
  fromPglite,
  type Db as IDatabase,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type Queue,
} from 'pg-boss';

/*
 * Background jobs on pg-boss, in the application's own database (schema `pgboss`).
 *
 * A job is queued in the transaction of the change that causes it (`enqueue(trx, ...)`): its row is
 * written through that transaction's connection, so a change that rolls back leaves no job. On
 * PostgreSQL, pg-boss polls and settles jobs through a small pool of its own. On embedded PGlite there
 * is one session, which Kysely's transactions hold while they are open: pg-boss's stock PGlite adapter
 * would send its statements into whatever transaction is open at that moment, so a job fetched or
 * completed there would be undone by that transaction's rollback. Here every statement of pg-boss
 * waits for Kysely's connection instead (the dialect hands it to one user at a time), so none runs
 * inside someone else's transaction. See docs/decisions (job queue).
 */

/** One kind of job: its queue's retry policy and what runs it. */
export type JobDefinition<T extends object> = {
  name: string;
  /** Attempts after the first; each after `retryDelay × 2^n` seconds (pg-boss's backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A job still running after this long is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  run: (job: JobWithMetadata<T>) => Promise<void>;
  /** A cron expression (in UTC) when the job also runs on a schedule, e.g. '17 * * * *' hourly. */
  cron?: string;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for work (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Name of this instance in pg-boss's registry (several API instances share the queue). */
  instanceName?: string;
  /** How often lost jobs (past their expiry) are found and retried; pg-boss's default is a minute. */
  superviseIntervalSeconds?: number;
};

/** The embedded database's pg-boss adapter, each statement on Kysely's one connection when it is free. */
function pgliteThroughKysely(db: Kysely<Database>, pglite: Parameters<typeof fromPglite>[0]): IDatabase {
  const direct = fromPglite(pglite);
  return { executeSql: (text, values) => holdingConnection(db, () => direct.executeSql(text, values)) };
}

/** How many jobs a worker takes at once. */
const BATCH = 10;

/** Jobs queued by one statement of `enqueueMany`. */
const INSERT_CHUNK = 1000;

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #definitions = new Map<string, JobDefinition<object>>();
  readonly #options: JobQueueOptions;
  #started = false;

  constructor(app: AppDatabase, options: JobQueueOptions = {}) {
    this.#options = options;
    const common = {
      schema: 'pgboss',
      // Cron schedules run once across instances (pg-boss's timekeeper); expired jobs are retried.
      schedule: true,
      ...(options.instanceName ? { name: options.instanceName } : {}),
      ...(options.superviseIntervalSeconds
        ? {
            superviseIntervalSeconds: options.superviseIntervalSeconds,
            monitorIntervalSeconds: options.superviseIntervalSeconds,
          }
        : {}),
    };
    this.#boss =
      app.connection.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: app.connection.url, max: 3, useListenNotify: true })
        : new PgBoss({
            ...common,
            backend: 'pglite',
            db: pgliteThroughKysely(app.db, app.connection.pglite),
          });
    // pg-boss reports errors of its background work as events; they must not end the process.
    this.#boss.on('error', (error) => console.error(`[jobs] ${error.message}`));
  }

  /** Declares a kind of job; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void {
    // Each queue holds only its own kind of job, so the data a job of this name carries is a T.
    this.#definitions.set(definition.name, {
      ...definition,
      run: (job) => definition.run(job as JobWithMetadata<T>),
    });
  }

  /** Creates pg-boss's schema and the queues if needed, and starts working on the defined jobs. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const d of this.#definitions.values()) {
      const policy: Queue = {
        name: d.name,
        retryLimit: d.retryLimit,
        retryDelay: d.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: d.retryDelayMaxSeconds,
        expireInSeconds: d.expireInSeconds,
        // A job queued wakes the workers at once (PostgreSQL's LISTEN/NOTIFY); polling is the backstop.
        notify: true,
      };
      if (await this.#boss.getQueue(d.name)) await this.#boss.updateQueue(d.name, policy);
      else await this.#boss.createQueue(d.name, policy);
      // Up to BATCH jobs per fetch, each settled on its own (one failing is retried alone), and the
      // next fetch at once while fetches come back full: a backlog drains without waiting on polls.
      await this.#boss.work(
        d.name,
        {
          batchSize: BATCH,
          perJobResults: true,
          burstWhenBatchFull: true,
          includeMetadata: true,
          pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2,
          // A retry coming due announces nothing: it waits for a poll, so the poll stays short.
          notifyPollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2,
        },
        // The jobs of a batch run side by side: each is independent (an e-mail claims its own row).
        (jobs: JobWithMetadata<object>[]) =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              try {
                await d.run(job);
                return { id: job.id, status: 'completed' };
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { id: job.id, status: 'failed', output: { message } };
              }
            }),
          ),
      );
      if (d.cron) await this.#boss.schedule(d.name, d.cron);
    }
    this.#started = true;
  }

  /**
   * Queues a job in the caller's transaction `trx` (it exists only if `trx` commits). Without a
   * started queue nothing is queued: the caller's own rows are the record of what is owed (the mail
   * outbox's queued rows are picked up by `start`'s sweep).
   */
  async enqueue(trx: Kysely<Database>, name: string, data: object, options: { startAfter?: Date } = {}) {
    if (!this.#started) return null;
    return this.#boss.send(name, data, { db: { executeSql: runForeignSql(trx) }, ...options });
  }

  /**
   * Queues one job per item of `data` in the caller's transaction `trx`, a statement per thousand
   * (a backlog of messages is queued in a few round trips, not one per message).
   */
  async enqueueMany(trx: Kysely<Database>, name: string, data: object[]) {
    if (!this.#started) return;
    for (let start = 0; start < data.length; start += INSERT_CHUNK)
      await this.#boss.insert(
        name,
        data.slice(start, start + INSERT_CHUNK).map((item) => ({ data: item })),
        { db: { executeSql: runForeignSql(trx) } },
      );
  }

  get started() {
    return this.#started;
  }

  /** Stops working: waits up to `timeoutMs` for jobs in progress, then closes pg-boss's connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
