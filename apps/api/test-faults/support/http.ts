import { Agent, type IncomingHttpHeaders, request } from 'node:http';

export type HttpResult = {
  /** 0 when no HTTP response came back (see `error`). */
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  startedAt: number;
  endedAt: number;
  ms: number;
  /** A connection-level failure: ECONNREFUSED, ECONNRESET, 'socket hang up', TIMEOUT, … */
  error?: string;
};

export type SendOptions = {
  method?: string;
  cookie?: string | undefined;
  body?: unknown;
  agent?: Agent;
  /** The whole exchange must end within this time, else the result is a TIMEOUT error. */
  timeoutMs?: number;
  /** Sends the body in two halves and waits for this promise in between (a slow upload). */
  pauseMidBody?: Promise<unknown>;
};

/** One HTTP request that never throws: every outcome, including resets and timeouts, is a result. */
export function send(url: string, opts: SendOptions = {}): Promise<HttpResult> {
  const startedAt = Date.now();
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<HttpResult, 'startedAt' | 'endedAt' | 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const endedAt = Date.now();
      resolve({ ...result, startedAt, endedAt, ms: endedAt - startedAt });
    };
    const req = request(url, { method: opts.method ?? 'GET', headers, agent: opts.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('aborted', () =>
        finish({ status: 0, headers: res.headers, text: '', error: 'RESPONSE_ABORTED' }),
      );
      res.on('error', (err: NodeJS.ErrnoException) =>
        finish({ status: 0, headers: res.headers, text: '', error: err.code ?? err.message }),
      );
    });
    const timer = setTimeout(() => {
      finish({ status: 0, headers: {}, text: '', error: 'TIMEOUT' });
      req.destroy();
    }, opts.timeoutMs ?? 10_000);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ status: 0, headers: {}, text: '', error: err.code ?? err.message }),
    );
    if (!payload) {
      req.end();
    } else if (opts.pauseMidBody) {
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half));
      void opts.pauseMidBody.then(() => req.end(payload.subarray(half)));
    } else {
      req.end(payload);
    }
  });
}

/** The `sid=…` pair from a login response. */
export function sessionCookie(result: HttpResult): string {
  const setCookie = result.headers['set-cookie'] ?? [];
  const cookie = setCookie.find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie in ${result.status} ${result.text}`);
  return cookie.split(';')[0]!;
}

export async function login(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<string> {
  const res = await send(`${baseUrl}/api/auth/login`, { method: 'POST', body: credentials });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.error ?? res.text}`);
  return sessionCookie(res);
}

export const keepAliveAgent = () => new Agent({ keepAlive: true, maxSockets: 16 });
