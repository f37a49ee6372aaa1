import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, deploymentSecrets, FAULT_ADMIN, startApi } from './support/api-process.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './support/cluster.ts';
import { login, send } from './support/http.ts';

// Two server processes behind one (imaginary) load balancer, one PostgreSQL: sessions, writes and
// encrypted credentials made on one are seen by the other, and so is a logout.

let cluster: ThrowawayCluster;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
  const databaseUrl = await cluster.createDatabase('two_instances');
  const secrets = deploymentSecrets();
  a = await startApi({ name: 'a', databaseUrl, secrets });
  b = await startApi({ name: 'b', databaseUrl, secrets });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.destroy();
});

describe('two API instances on one PostgreSQL', () => {
  it('shares sessions, writes and credentials between the instances', async () => {
    expect(a.pid).not.toBe(b.pid);
    const cookie = await login(a.baseUrl, FAULT_ADMIN);

    const me = await send(`${b.baseUrl}/api/auth/me`, { cookie });
    expect(me.status, me.text).toBe(200);
    expect(JSON.parse(me.text)).toMatchObject({ user: { username: FAULT_ADMIN.username } });

    const created = await send(`${a.baseUrl}/api/clients`, {
      method: 'POST',
      cookie,
      body: { name: 'Written on A', industry: 'Events', contactName: 'Ana', contactEmail: 'ana@example.com' },
    });
    expect(created.status, created.text).toBe(201);
    const client = JSON.parse(created.text) as { id: number; version: number };
    const read = await send(`${b.baseUrl}/api/clients/${client.id}`, { cookie });
    expect(read.status, read.text).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({
      id: client.id,
      name: 'Written on A',
      version: client.version,
    });

    // An edit on B with the version read on A wins once; the same version sent to A again is a conflict.
    const editOnB = await send(`${b.baseUrl}/api/clients/${client.id}`, {
      method: 'PUT',
      cookie,
      body: { name: 'Edited on B', version: client.version },
    });
    expect(editOnB.status, editOnB.text).toBe(200);
    const staleOnA = await send(`${a.baseUrl}/api/clients/${client.id}`, {
      method: 'PUT',
      cookie,
      body: { name: 'Stale on A', version: client.version },
    });
    expect(staleOnA.status).toBe(409);

    // A credential encrypted by A is readable by B (the key is the deployment's, not the process's).
    const secret = await send(`${a.baseUrl}/api/business-info`, {
      method: 'POST',
      cookie,
      body: {
        name: 'Venue portal',
        value: 'login',
        category: 'password',
        password: 'shared-between-instances',
      },
    });
    expect(secret.status, secret.text).toBe(201);
    const secretId = JSON.parse(secret.text).id as number;
    const secretOnB = await send(`${b.baseUrl}/api/business-info/${secretId}`, { cookie });
    expect(JSON.parse(secretOnB.text)).toMatchObject({ password: 'shared-between-instances' });

    // A logout on B ends the session on A too.
    const logout = await send(`${b.baseUrl}/api/auth/logout`, { method: 'POST', cookie });
    expect(logout.status, logout.text).toBe(200);
    const afterLogout = await send(`${a.baseUrl}/api/auth/me`, { cookie });
    expect(afterLogout.status).toBe(401);
    console.log('[faults] two instances: session, write, credential and logout shared (0 failures)');
  });
});
