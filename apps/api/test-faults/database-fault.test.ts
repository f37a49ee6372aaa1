import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, deploymentSecrets, FAULT_ADMIN, startApi } from './support/api-process.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './support/cluster.ts';
import { type HttpResult, keepAliveAgent, login, send } from './support/http.ts';

// PostgreSQL crashes (pg_ctl stop -m immediate) while signed-in users read and write through a real
// server process, then comes back. The process must survive, answer 503 quickly while the database is
// away, serve again within 5 s of its return, and leave no half-done write behind.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: ThrowawayCluster;
let api: ApiProcess;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
  const databaseUrl = await cluster.createDatabase('faults');
  api = await startApi({ name: 'fault', databaseUrl, secrets: deploymentSecrets() });
});
afterAll(async () => {
  await api?.stop();
  cluster?.destroy();
});

type Kind = 'health' | 'rest-read' | 'trpc-read' | 'write-record' | 'write-secret';
type Sample = HttpResult & { kind: Kind; tag: string };
const KINDS: Kind[] = ['write-record', 'rest-read', 'write-secret', 'trpc-read', 'write-record', 'health'];
const UNAVAILABLE = 'The database is unavailable; try again shortly';

describe('PostgreSQL stopped and started under load', () => {
  it('keeps the process up, answers 503 while down, recovers within 5 s and leaves no partial write', async () => {
    const cookie = await login(api.baseUrl, FAULT_ADMIN);
    const payerRes = await send(`${api.baseUrl}/api/clients`, {
      method: 'POST',
      cookie,
      body: { name: 'Fault Payer', industry: 'Events', contactName: 'Pat', contactEmail: 'pat@example.com' },
    });
    expect(payerRes.status, payerRes.text).toBe(201);
    const payerId = JSON.parse(payerRes.text).id as number;

    const agent = keepAliveAgent();
    const samples: Sample[] = [];
    let running = true;
    let seq = 0;
    const one = (kind: Kind, tag: string): Promise<HttpResult> => {
      const opts = { agent, cookie, timeoutMs: 8_000 };
      switch (kind) {
        case 'health':
          // As a load balancer probes it: without a cookie.
          return send(`${api.baseUrl}/api/health`, { agent, timeoutMs: 8_000 });
        case 'rest-read':
          return send(`${api.baseUrl}/api/clients?limit=20`, opts);
        case 'trpc-read':
          return send(`${api.baseUrl}/trpc/dashboard.stats`, opts);
        case 'write-record':
          // One row plus its trigger effect (the client's revenue) in one statement's transaction.
          return send(`${api.baseUrl}/api/financial-records`, {
            ...opts,
            method: 'POST',
            body: {
              type: 'income',
              category: 'Event Services',
              description: tag,
              amount: '12.34',
              date: '2026-10-01',
              clientId: payerId,
            },
          });
        case 'write-secret':
          // An insert and the ciphertext update that needs the new id, in one transaction.
          return send(`${api.baseUrl}/api/business-info`, {
            ...opts,
            method: 'POST',
            body: { name: tag, value: 'licence', category: 'password', password: `pw-${tag}` },
          });
      }
    };
    const worker = async () => {
      while (running) {
        const n = seq++;
        const kind = KINDS[n % KINDS.length]!;
        const tag = `load-${n}`;
        const res = await one(kind, tag);
        samples.push({ ...res, kind, tag });
        // While the database is away, do not spin: a browser would not either.
        if (res.status >= 500 || res.error) await sleep(50);
      }
    };
    const workers = Array.from({ length: 4 }, worker);

    await sleep(2_000);
    cluster.stop('immediate');
    const stoppedAt = Date.now();
    await sleep(4_000);
    const restartAt = Date.now();
    cluster.start();
    const upAt = Date.now();
    const firstSuccessAfter = () =>
      samples.find((s) => s.endedAt >= upAt && (s.status === 200 || s.status === 201) && s.kind !== 'health');
    while (!firstSuccessAfter() && Date.now() - upAt < 15_000) await sleep(20);
    await sleep(2_000);
    running = false;
    await Promise.all(workers);
    agent.destroy();

    expect(api.alive(), api.output()).toBe(true);

    // Every request got an HTTP answer (no reset, no hang) and no answer was a 500.
    const statuses = new Map<string, number>();
    for (const s of samples)
      statuses.set(String(s.error ?? s.status), (statuses.get(String(s.error ?? s.status)) ?? 0) + 1);
    expect(
      [...statuses.keys()].filter((k) => !['200', '201', '503'].includes(k)),
      JSON.stringify([...statuses]),
    ).toEqual([]);
    const slowest = Math.max(...samples.map((s) => s.ms));
    expect(slowest).toBeLessThan(5_000);

    const outage = samples.filter((s) => s.startedAt >= stoppedAt && s.endedAt <= restartAt);
    expect(outage.length).toBeGreaterThan(20);
    expect(outage.filter((s) => s.status !== 503)).toEqual([]);
    for (const s of outage) {
      const body = JSON.parse(s.text) as { message?: string; status?: string };
      if (s.kind === 'health') expect(body).toEqual({ status: 'unavailable' });
      else expect(body.message).toBe(UNAVAILABLE);
      expect(s.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|at .*\.ts/);
    }
    const outageSlowest = Math.max(...outage.map((s) => s.ms));

    const recovered = firstSuccessAfter();
    expect(recovered, 'no successful request after PostgreSQL came back').toBeDefined();
    const recoverySeconds = (recovered!.endedAt - upAt) / 1000;

    console.log(
      `[faults] database restart (pg_ctl start -w, crash recovery included): ${((upAt - restartAt) / 1000).toFixed(2)} s`,
    );
    console.log(
      `[faults] requests during outage: ${outage.length}, all 503, slowest ${outageSlowest} ms; all requests: ${samples.length} (${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')})`,
    );
    console.log(
      `[faults] recovery seconds (database accepting connections -> first 200): ${recoverySeconds.toFixed(2)}`,
    );
    expect(recoverySeconds).toBeLessThanOrEqual(5);

    // No partial write: every record's trigger effect is there, every secret row has its ciphertext,
    // and every write that was acknowledged is in the database.
    const [revenue] = await cluster.query<{ revenue: string; total: string }>(
      'faults',
      `select c.revenue::text as revenue, coalesce(sum(f.amount), 0)::numeric(12,2)::text as total
       from clients c left join financial_records f on f.client_id = c.id and f.type = 'income'
       where c.id = $1 group by c.id`,
      [payerId],
    );
    expect(revenue!.revenue).toBe(revenue!.total);
    const halfSecrets = await cluster.query(
      'faults',
      `select id from business_info where name like 'load-%' and password_ciphertext is null`,
    );
    expect(halfSecrets).toEqual([]);
    const stored = new Set(
      (
        await cluster.query<{ tag: string }>(
          'faults',
          `select description as tag from financial_records union all select name from business_info`,
        )
      ).map((r) => r.tag),
    );
    const acknowledged = samples.filter((s) => s.status === 201);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((s) => !stored.has(s.tag)).map((s) => s.tag)).toEqual([]);
    console.log(
      `[faults] writes acknowledged: ${acknowledged.length}, all stored; client revenue ${revenue!.revenue} = sum of its income records`,
    );
  });
});
