/*
 * What a first visit to the landing and login pages downloads: every response the page loads in
 * Chromium (HTML, scripts, styles, images, API calls), counted twice: as sent (the encoded body the
 * browser received, brotli or gzip when the server compresses) and as the same files would weigh
 * uncompressed (each URL fetched again with Accept-Encoding: identity).
 *
 *   node bench/transfer-sizes.ts --base-url http://127.0.0.1:4391
 *
 * against a running server of the built web app (e.g. the e2e server: E2E_WEB_DIST=… node
 * apps/api/test/e2e-server.ts). Prints a Markdown table.
 */
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.ts';

const { values } = parseArgs({
  options: { 'base-url': { type: 'string', default: 'http://127.0.0.1:4391' } },
});
const baseUrl = values['base-url'];

const browser = await launchChromium();

type Page = { path: string; requests: number; sent: number; plain: number };
const rows: Page[] = [];
try {
  for (const path of ['/', '/login']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: { url: string; sent: number }[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      responses.push({ url: request.url(), sent: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    let plain = 0;
    for (const { url } of responses) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      plain += (await res.arrayBuffer()).byteLength;
    }
    rows.push({
      path,
      requests: responses.length,
      sent: responses.reduce((sum, r) => sum + r.sent, 0),
      plain,
    });
    await context.close();
  }
} finally {
  await browser.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| Page | Requests | Transferred (as sent) | Uncompressed bodies |');
console.log('|---|---:|---:|---:|');
for (const row of rows)
  console.log(`| \`${row.path}\` | ${row.requests} | ${kb(row.sent)} | ${kb(row.plain)} |`);
