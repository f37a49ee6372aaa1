import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, deploymentSecrets, FAULT_ADMIN, startApi } from './support/api-process.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './support/cluster.ts';
import { type HttpResult, keepAliveAgent, login, send } from './support/http.ts';

// SIGTERM while signed-in users read and write, some of them slowly sending a request body.
// The contract (server.ts, shutdown.plugin.ts):
//  - a request the server received before SIGTERM gets its full, normal answer;
//  - while those finish, the server keeps listening and answers every new request 503
//    ('The server is shutting down…') with `Connection: close`;
//  - then the listener closes (new connections are refused), the pool closes, and the process exits 0,
//    all within 10 s.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: ThrowawayCluster;
let api: ApiProcess;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
  const databaseUrl = await cluster.createDatabase('shutdown');
  api = await startApi({ name: 'shutdown', databaseUrl, secrets: deploymentSecrets() });
});
afterAll(async () => {
  await api?.stop();
  cluster?.destroy();
});

const SHUTTING_DOWN = 'The server is shutting down; try again shortly';

describe('graceful shutdown under load', () => {
  it('finishes every received request, answers new ones 503, closes the pool and exits 0 within 10 s', async () => {
    const cookie = await login(api.baseUrl, FAULT_ADMIN);
    const agent = keepAliveAgent();
    let sigtermAt = Number.POSITIVE_INFINITY;
    let loadUntil = Number.POSITIVE_INFINITY;
    const samples: HttpResult[] = [];
    let seq = 0;
    const worker = async () => {
      while (Date.now() < loadUntil) {
        const n = seq++;
        const res =
          n % 3 === 0
            ? await send(`${api.baseUrl}/api/financial-records`, {
                agent,
                cookie,
                method: 'POST',
                body: {
                  type: 'expense',
                  category: 'Catering',
                  description: `load-${n}`,
                  amount: '5.00',
                  date: '2026-10-01',
                },
              })
            : await send(`${api.baseUrl}/${n % 3 === 1 ? 'api/clients?limit=50' : 'trpc/dashboard.stats'}`, {
                agent,
                cookie,
              });
        samples.push(res);
      }
    };
    const workers = Array.from({ length: 6 }, worker);

    // Slow uploads: half of the body now, the rest 2 s into the drain, which they keep open.
    let releaseSlow: () => void = () => {};
    const slowBodyRest = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    await sleep(1_000);
    const slow = Array.from({ length: 4 }, (_, i) =>
      send(`${api.baseUrl}/api/clients`, {
        cookie,
        method: 'POST',
        body: {
          name: `Slow upload ${i}`,
          industry: 'Events',
          contactName: 'Sam',
          contactEmail: 'sam@example.com',
        },
        pauseMidBody: slowBodyRest,
        timeoutMs: 15_000,
      }),
    );
    await sleep(500);

    sigtermAt = Date.now();
    api.kill('SIGTERM');
    // The server logs this line in the same tick as it starts draining: from then on every new request
    // must get 503. A request sent between the kill and that moment may still be served normally.
    while (!api.output().includes('shutting down') && Date.now() < sigtermAt + 5_000) await sleep(2);
    const drainingAt = Date.now();
    loadUntil = drainingAt + 1_000;
    // New connections while the drain runs (fresh sockets, as a load balancer would open).
    const probes: HttpResult[] = [];
    while (Date.now() < drainingAt + 1_500) {
      probes.push(await send(`${api.baseUrl}/api/clients`, { cookie }));
      await sleep(100);
    }
    setTimeout(releaseSlow, Math.max(0, drainingAt + 2_000 - Date.now()));
    const slowResults = await Promise.all(slow);
    await Promise.all(workers);
    agent.destroy();
    const exit = await api.exited;
    const exitSeconds = (exit.at - sigtermAt) / 1000;
    const afterExit = await send(`${api.baseUrl}/api/health`);

    // Received before SIGTERM: full, normal answers.
    expect(slowResults.map((r) => r.error ?? r.status)).toEqual([201, 201, 201, 201]);
    for (const r of slowResults)
      expect(JSON.parse(r.text)).toMatchObject({ name: expect.stringMatching(/^Slow upload/) });
    const stored = await cluster.query<{ n: number }>(
      'shutdown',
      `select count(*)::int as n from clients where name like 'Slow upload %'`,
    );
    expect(stored[0]!.n).toBe(4);

    // No request of the load was reset or left without a complete answer.
    expect(samples.filter((s) => s.error).map((s) => s.error)).toEqual([]);
    const before = samples.filter((s) => s.startedAt < sigtermAt);
    const racing = samples.filter((s) => s.startedAt >= sigtermAt && s.startedAt < drainingAt);
    const after = samples.filter((s) => s.startedAt >= drainingAt);
    // Sent just before the server took the signal but read by it after: 503 is the right answer for those.
    expect(
      [...before, ...racing].filter((s) => ![200, 201, 503].includes(s.status)).map((s) => s.status),
    ).toEqual([]);
    const completed = before.filter((s) => s.status === 200 || s.status === 201);
    const inFlightAtSigterm = before.filter((s) => s.endedAt >= sigtermAt);

    // Started once the server was draining: 503 with a clear message and `Connection: close`, never a reset.
    for (const r of [...after, ...probes]) {
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(503);
      expect(JSON.parse(r.text).message).toBe(SHUTTING_DOWN);
      expect(r.headers.connection).toBe('close');
    }
    expect(probes.length).toBeGreaterThan(5);
    expect(after.length).toBeGreaterThan(0);

    // Then the listener closed, the pool closed and the process exited 0 within 10 s.
    expect(afterExit.error).toBe('ECONNREFUSED');
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exitSeconds).toBeLessThan(10);
    const log = api.output();
    const order = ['shutting down', 'listener closed', 'database connections closed'].map((line) =>
      log.indexOf(line),
    );
    expect(
      order.every((i) => i >= 0),
      log,
    ).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);

    const openAndCompleted = inFlightAtSigterm.filter((s) => s.status < 300).length;
    console.log(
      `[faults] graceful shutdown: in-flight requests completed: ${slowResults.length + openAndCompleted} ` +
        `(${slowResults.length} slow uploads + ${openAndCompleted} load requests open at SIGTERM), reset: 0; ` +
        `${inFlightAtSigterm.length - openAndCompleted} sent just before SIGTERM reached the server after it and got 503`,
    );
    console.log(
      `[faults] graceful shutdown: new requests while draining: ${after.length + probes.length}, all 503 with Connection: close; ` +
        `after exit: connection refused; exit code 0 after ${exitSeconds.toFixed(2)} s ` +
        `(load before SIGTERM: ${before.length} requests, ${completed.length} of them 2xx, the rest 503; ` +
        `${racing.length} sent in the ${drainingAt - sigtermAt} ms before the server took the signal, 2xx or 503)`,
    );
  });
});
