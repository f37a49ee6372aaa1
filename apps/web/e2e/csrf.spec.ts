import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

/*
 * Cross-site request forgery, driven by real Chromium: a signed-in admin opens a page on another origin
 * that fires a form post (urlencoded, multipart, text/plain shaped like JSON) and no-cors fetches at
 * every state-changing route: each documented REST path (from the OpenAPI document), the uploads route
 * and every tRPC mutation. Nothing may change, and the session must survive (logout is a target too).
 *
 * The attacker runs on 127.0.0.1 with another port: same-site, cross-origin, so the browser DOES send the
 * SameSite=Lax session cookie and only the server's defence stands in the way (the test checks that the
 * forged requests arrived carrying the cookie). A second attacker on `localhost` is cross-site.
 */

type Target = { method: string; url: string };

let attacker: Server;
let attackerPort: number;
let html = '';

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

function attackPage(appOrigin: string, targets: Target[]): string {
  const payload = JSON.stringify({ appOrigin, targets });
  return `<!doctype html><html><body><h1>You won a prize</h1><script>
const { appOrigin, targets } = ${payload};
const body = { name: 'Forged', username: 'forged', password: 'forged-password-1', companyName: 'Forged Inc', isActive: false };
function submitForm(target, enctype, fields, withFile) {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = 'f' + Math.random().toString(36).slice(2);
    document.body.appendChild(frame);
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = appOrigin + target.url;
    form.enctype = enctype;
    form.target = frame.name;
    for (const [name, value] of fields) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    if (withFile) {
      const file = document.createElement('input');
      file.type = 'file';
      file.name = 'file';
      const dt = new DataTransfer();
      dt.items.add(new File(['%PDF-1.4 forged'], 'forged.pdf', { type: 'application/pdf' }));
      file.files = dt.files;
      form.appendChild(file);
    }
    document.body.appendChild(form);
    form.submit();
    // The answers are refused renderings in the frames (frame-ancestors 'none'); the test counts arrivals
    // on the server instead of waiting for each frame.
    setTimeout(resolve, 5);
    setTimeout(() => { frame.remove(); form.remove(); }, 3000);
  });
}
async function attack() {
  let sent = 0;
  const fetches = [];
  for (const target of targets) {
    const json = JSON.stringify(body);
    await submitForm(target, 'application/x-www-form-urlencoded', Object.entries(body), false); sent++;
    await submitForm(target, 'multipart/form-data', Object.entries(body), true); sent++;
    // text/plain posts "name=value": a name of '{"a":"' and a value of '"}' make a JSON-looking body.
    await submitForm(target, 'text/plain', [[json.slice(0, -1) + ',"x":"', '"}']], false); sent++;
    const noCorsMethod = ['GET', 'HEAD', 'POST'].includes(target.method) ? target.method : 'POST';
    fetches.push(fetch(appOrigin + target.url, { method: noCorsMethod, mode: 'no-cors', credentials: 'include', body: json, headers: { 'content-type': 'text/plain' } }).catch(() => {})); sent++;
    // A CORS request with the real method and JSON needs a preflight the API never grants.
    fetches.push(fetch(appOrigin + target.url, { method: target.method, mode: 'cors', credentials: 'include', body: json, headers: { 'content-type': 'application/json' } }).catch(() => {}));
  }
  await Promise.all(fetches);
  document.title = 'done ' + sent;
}
attack();
</script></body></html>`;
}

test('forged cross-origin requests at every mutation change nothing', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const api = context.request;
  // The browser is a client portal's too: the portal's cookie goes with every forged request.
  const portalLogin = await api.post('/api/portal/auth/login', {
    data: { email: 'maria.anders@northwind-traders.example.com', password: 'portal-demo-2026' },
  });
  expect(portalLogin.status()).toBe(200);

  // Every state-changing route: REST operations from the OpenAPI document, the upload route and the tRPC mutations.
  const openapi = (await (await api.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    for (const method of Object.keys(operations)) {
      if (['post', 'put', 'patch', 'delete'].includes(method))
        targets.push({ method: method.toUpperCase(), url: `/api${path.replaceAll(/\{[^}]+\}/g, '1')}` });
    }
  }
  targets.push({ method: 'POST', url: '/api/uploads?purpose=document' });
  targets.push({ method: 'POST', url: '/api/portal/uploads' });
  const mutations = (await (await api.get('/__e2e/mutations')).json()) as string[];
  for (const path of mutations) targets.push({ method: 'POST', url: `/trpc/${path}` });
  expect(targets.length).toBeGreaterThan(60);
  expect(targets).toContainEqual({ method: 'POST', url: '/api/auth/logout' });
  // The CSV imports are plain multipart routes, documented, so they come from the document.
  expect(targets).toContainEqual({ method: 'POST', url: '/api/imports/clients' });

  const checksum = async () => (await (await api.get('/__e2e/checksum')).json()) as Record<string, string>;
  const before = await checksum();
  await api.get('/__e2e/foreign-requests?reset=1');

  const foreign = async () =>
    (await (await api.get('/__e2e/foreign-requests')).json()) as {
      status: number;
      fetchSite: string;
      withCookie: boolean;
      withPortalCookie: boolean;
    }[];
  let expected = 0;
  for (const host of ['127.0.0.1', 'localhost']) {
    html = attackPage(baseURL!, targets);
    const attackerPage = await context.newPage();
    const t0 = Date.now();
    await attackerPage.goto(`http://${host}:${attackerPort}/`);
    await expect(attackerPage).toHaveTitle(`done ${targets.length * 4}`, { timeout: 120_000 });
    const t1 = Date.now();
    expected += targets.length * 4;
    await expect
      .poll(async () => (await foreign()).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(expected);
    console.log(
      `[csrf] ${host}: ${targets.length * 4} forged requests at ${targets.length} routes sent in ${t1 - t0} ms`,
    );
    await attackerPage.close();
  }

  const seen = await foreign();
  // The forged requests reached the server: the same-site ones carrying the session cookie.
  const sameSite = seen.filter((r) => r.fetchSite === 'same-site');
  expect(sameSite.length).toBeGreaterThanOrEqual(targets.length * 4);
  expect(sameSite.every((r) => r.withCookie && r.withPortalCookie)).toBe(true);
  expect(seen.filter((r) => r.status < 400)).toEqual([]);

  expect(await checksum()).toEqual(before);
  // Still signed in: the forged logouts did nothing (the staff's and the portal's).
  expect((await api.get('/api/auth/me')).status()).toBe(200);
  expect((await api.get('/api/portal/me')).status()).toBe(200);

  // The same change from the app's own origin works, so the checksum would have seen a forged one. Sent
  // from a page opened now, not the signed-in page: Chromium may give that page's renderer process the
  // attacker's hundreds of frames of the app (the same site) too, and once, in CI, that page answered
  // nothing after the attack.
  const genuine = await context.newPage();
  await genuine.goto('/api/health');
  const res = await genuine.evaluate(async () => {
    const r = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Genuine Co',
        industry: 'Retail',
        contactName: 'G',
        contactEmail: 'g@genuine.test',
      }),
    });
    return r.status;
  });
  expect(res).toBe(201);
  expect((await checksum()).clients).not.toBe(before.clients);
});
