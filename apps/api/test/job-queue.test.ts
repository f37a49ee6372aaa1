import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { until } from './smtp-inbox.ts';

// The job queue on both database kinds: a job queued in a transaction exists only if it commits, even
// while the transaction stays open across the workers' polls (on the embedded database the workers
// share its one session, and must not read or settle jobs inside someone else's transaction).

let database: TestDatabase;
let jobs: JobQueue;
const ran: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = new JobQueue(database, { pollingIntervalSeconds: 0.5 });
  jobs.define<{ label: string }>({
    name: 'probe',
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 30,
    async run(job) {
      ran.push(job.data.label);
    },
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('the job queue', () => {
  it('never runs a job whose transaction rolled back, however long it stayed open', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, 'probe', { label: 'rolled back' });
        // Three of the workers' polls while the job's row exists in this transaction only.
        await sleep(1500);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await database.db.transaction().execute((trx) => jobs.enqueue(trx, 'probe', { label: 'committed' }));
    await until('the committed job', async () => ran.includes('committed'));
    await sleep(1000);
    expect(ran).toEqual(['committed']);
  });

  it('runs each committed job once', async () => {
    ran.length = 0;
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 25; i++) await jobs.enqueue(trx, 'probe', { label: `job ${i}` });
    });
    await until('25 jobs', async () => ran.length >= 25);
    await sleep(1000);
    expect([...ran].sort()).toEqual(Array.from({ length: 25 }, (_, i) => `job ${i}`).sort());
  });

  it('queues many jobs in a transaction at once: none if it rolls back, each once if it commits', async () => {
    ran.length = 0;
    const labels = Array.from({ length: 1_500 }, (_, i) => `many ${i}`);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await jobs.enqueueMany(
          trx,
          'probe',
          labels.map((label) => ({ label: `rolled back ${label}` })),
        );
        await sleep(1000);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await database.db.transaction().execute((trx) =>
      jobs.enqueueMany(
        trx,
        'probe',
        labels.map((label) => ({ label })),
      ),
    );
    await until('1,500 jobs', async () => ran.length >= labels.length, 60_000);
    await sleep(1000);
    expect([...ran].sort()).toEqual([...labels].sort());
  });
});
