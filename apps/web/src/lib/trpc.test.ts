import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc.ts';

type Sent = { url: string; headers: Headers };

/** Answers every tRPC call with an empty result, batched or not, and records what was sent. */
function fakeServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url: String(url), headers: new Headers(init.headers) });
      const batched = new URL(String(url), 'http://localhost').searchParams.get('batch') === '1';
      const calls = batched
        ? new URL(String(url), 'http://localhost').pathname.split('/').at(-1)!.split(',').length
        : 1;
      const result = { result: { data: { id: 1 } } };
      return new Response(JSON.stringify(batched ? Array(calls).fill(result) : result), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tRPC client', () => {
  it('sends a mutation given an Idempotency-Key alone, with the key as its header', async () => {
    const sent = fakeServer();
    const client = createTrpcClient();
    const input = { name: 'Acme', industry: 'Events', contactName: 'Ada', contactEmail: 'ada@acme.test' };
    await Promise.all([
      client.clients.create.mutate(input, { context: { idempotencyKey: 'key-of-this-opening' } }),
      client.clients.create.mutate(input),
      client.clients.delete.mutate({ id: 3 }),
    ]);
    const keyed = sent.filter((s) => s.headers.get('idempotency-key') !== null);
    expect(keyed).toHaveLength(1);
    expect(keyed[0]!.headers.get('idempotency-key')).toBe('key-of-this-opening');
    expect(keyed[0]!.url).toMatch(/\/trpc\/clients\.create$/);
    // The others still share one batch, without a key.
    const rest = sent.filter((s) => s !== keyed[0]);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.url).toMatch(/\/trpc\/clients\.create,clients\.delete\?batch=1/);
  });
});
