import { IMAGE_TOO_MANY_PIXELS, LOGO_NOT_AN_UPLOADED_IMAGE } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The company logo, on both database kinds: an upload is refused by its pixels (not only its bytes), the
// logo is scaled once for the invoice PDF (so a large one never stalls the server), and only an image
// uploaded as an image can be the logo, the one stored file served without a session.

let t: TestApp;
let admin: string;
let clientId = 0;
/** Three sent invoices: three PDFs to make at once. */
const invoiceIds: number[] = [];
let invoiceId = 0;

/** A PNG of one colour: a large one compresses to a small file (6000 x 6000 is about 120 KB). */
const png = (width: number, height: number, background = '#1f6feb') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const staff = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

function upload(content: Buffer, filename: string, purpose: 'image' | 'document', type = 'image/png') {
  const boundary = '----logotest';
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function storedFiles(): Promise<number> {
  const row = await t.database.db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const setLogo = (logoUrl: string | null) => staff('PUT', '/api/company-settings', { logoUrl });

/** The pixel sizes of the images drawn in a PDF, read from their dictionaries. */
function pdfImageSizes(bytes: Buffer): Array<{ width: number; height: number }> {
  const text = bytes.toString('latin1');
  return [...text.matchAll(/\/Subtype \/Image[^>]*?>>/g)].map(([dict]) => ({
    width: Number(dict.match(/\/Width (\d+)/)?.[1]),
    height: Number(dict.match(/\/Height (\d+)/)?.[1]),
  }));
}

/**
 * Asks for the PDFs of three invoices at once (three drawings: the same one asked again would be
 * answered from the PDFs kept) and, while they are made, for /api/health. Answers how long health took
 * and how much CPU time this thread, the event loop's, spent on it all: what the loop was held for at
 * most, whatever else the machine runs (a wall-clock gap between timer ticks also counts the time the
 * process waits for a core on a busy machine).
 */
async function healthDuringThreePdfs() {
  const cpuBefore = process.threadCpuUsage();
  const pdfs = invoiceIds.map((id) => staff('GET', `/api/invoices/${id}/pdf`));
  const started = performance.now();
  const health = await t.call('GET', '/api/health');
  const healthMs = performance.now() - started;
  const answers = await Promise.all(pdfs);
  const cpu = process.threadCpuUsage(cpuBefore);
  return { health, healthMs, answers, loopCpuMs: (cpu.user + cpu.system) / 1000 };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  clientId = (await ok(await staff('POST', '/api/clients', { ...CREATE.clients(), name: 'Logo Client' }))).id;
  for (const quantity of ['10', '20', '30']) {
    const draft = await ok(
      await staff('POST', '/api/invoices', {
        clientId,
        dueDate: '2027-04-01',
        items: [{ description: 'Chiavari chairs', quantity, unitPrice: '8.50', taxRate: '0' }],
      }),
    );
    invoiceIds.push((await ok(await staff('POST', `/api/invoices/${draft.id}/send`))).id);
  }
  invoiceId = invoiceIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

describe('an uploaded image is limited by its pixels', () => {
  it('refuses more than 40 megapixels, or more than 10,000 pixels a side, with a 413 and stores nothing', async () => {
    const before = await storedFiles();
    // 42 megapixels in a file of a few hundred KB: well under the 5 MB the bytes may have.
    const tooMany = await png(7000, 6000);
    expect(tooMany.length).toBeLessThan(1024 * 1024);
    const tooLong = await png(10_001, 2);
    for (const [content, purpose] of [
      [tooMany, 'image'],
      [tooLong, 'image'],
      [tooMany, 'document'],
    ] as const) {
      const res = await upload(content, 'huge.png', purpose);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toBe(IMAGE_TOO_MANY_PIXELS);
    }
    expect(await storedFiles()).toBe(before);
  });

  it('takes an image within the limits (6000 x 6000, 10,000 x 4)', async () => {
    for (const content of [await png(6000, 6000), await png(10_000, 4)]) {
      const res = await upload(content, 'big.png', 'image');
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('the logo in the invoice PDF', () => {
  it('is drawn from a copy scaled for print, however large the upload', async () => {
    const logo = await ok(await upload(await png(4000, 2000), 'logo.png', 'image'));
    await ok(await setLogo(logo.url));
    const res = await staff('GET', `/api/invoices/${invoiceId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    // At most three times the 160 x 60 points the logo is drawn in, its proportions kept.
    expect(pdfImageSizes(res.rawPayload)).toEqual([{ width: 360, height: 180 }]);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect((await extractText(pdf, { mergePages: true })).text).toContain('Chiavari chairs');
  });

  it('keeps a small logo as it is', async () => {
    const logo = await ok(await upload(await png(120, 40), 'small.png', 'image'));
    await ok(await setLogo(logo.url));
    const res = await staff('GET', `/api/invoices/${invoiceId}/pdf`);
    expect(pdfImageSizes(res.rawPayload)).toEqual([{ width: 120, height: 40 }]);
  });

  it('leaves /api/health answering within 200 ms while three PDFs with a 6000 x 6000 logo are made', async () => {
    const logo = await ok(await upload(await png(6000, 6000, '#aa3355'), 'large.png', 'image'));
    await ok(await setLogo(logo.url));
    const { health, healthMs, answers, loopCpuMs } = await healthDuringThreePdfs();
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(200);
    expect(loopCpuMs).toBeLessThan(200);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(pdfImageSizes(answer.rawPayload)).toEqual([{ width: 180, height: 180 }]);
    }
  });

  it('scales a logo set before the limits on first use, without stalling the server', async () => {
    // As a logo saved before uploads were checked for pixels: named in the settings row directly.
    const logo = await ok(await upload(await png(6000, 6000, '#33aa55'), 'old.png', 'image'));
    await t.database.db.updateTable('company_settings').set({ logoUrl: logo.url }).execute();
    const { health, healthMs, answers, loopCpuMs } = await healthDuringThreePdfs();
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(200);
    expect(loopCpuMs).toBeLessThan(200);
    for (const answer of answers)
      expect(pdfImageSizes(answer.rawPayload)).toEqual([{ width: 180, height: 180 }]);
  });
});

describe('the PDFs kept', () => {
  it('are made again when anything they print changes, even outside the invoice (the client renamed)', async () => {
    const textOf = async () => {
      const res = await staff('GET', `/api/invoices/${invoiceId}/pdf`);
      expect(res.statusCode).toBe(200);
      return (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true }))
        .text;
    };
    expect(await textOf()).toContain('Logo Client');
    await ok(await staff('PUT', `/api/clients/${clientId}`, { name: 'Renamed Client' }));
    const text = await textOf();
    expect(text).toContain('Renamed Client');
    expect(text).not.toContain('Logo Client');
  });
});

describe('what can be the logo', () => {
  it('refuses a stored contract PDF (400), and the file stays private', async () => {
    const contract = await ok(await upload(PDF, 'contract.pdf', 'document', 'application/pdf'));
    expect((await t.call('GET', contract.url)).statusCode).toBe(401);
    const before = await ok(await staff('GET', '/api/company-settings'));
    const res = await setLogo(contract.url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(LOGO_NOT_AN_UPLOADED_IMAGE);
    expect(await ok(await staff('GET', '/api/company-settings'))).toEqual(before);
    expect((await t.call('GET', contract.url)).statusCode).toBe(401);
  });

  it('refuses an image uploaded as a document, a file that does not exist, and another path of the site', async () => {
    const document = await ok(await upload(await png(10, 10), 'scan.png', 'document'));
    for (const logoUrl of [
      document.url,
      '/api/files/00000000-0000-4000-8000-000000000000',
      '/api/files/not-a-uuid',
      `${document.url}?disposition=inline`,
      '/api/invoices/1/pdf',
    ]) {
      const res = await setLogo(logoUrl);
      expect(res.statusCode, `${logoUrl}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(LOGO_NOT_AN_UPLOADED_IMAGE);
    }
    expect((await t.call('GET', document.url)).statusCode).toBe(401);
  });

  it('serves without a session only a logo that is an uploaded image, even when the settings name another file', async () => {
    const contract = await ok(await upload(PDF, 'contract.pdf', 'document', 'application/pdf'));
    // As a value saved before the check: the settings row names the contract directly.
    await t.database.db.updateTable('company_settings').set({ logoUrl: contract.url }).execute();
    expect((await t.call('GET', contract.url)).statusCode).toBe(401);
    // And the invoice PDF leaves it out rather than failing.
    const res = await staff('GET', `/api/invoices/${invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(pdfImageSizes(res.rawPayload)).toEqual([]);

    const logo = await ok(await upload(await png(64, 64), 'logo.png', 'image'));
    await ok(await setLogo(logo.url));
    expect((await t.call('GET', logo.url)).statusCode).toBe(200);
  });

  it('keeps an http(s) logo address from elsewhere, and clearing the logo', async () => {
    const external = 'https://cdn.example.com/brand/logo.png';
    expect((await ok(await setLogo(external))).logoUrl).toBe(external);
    const res = await staff('GET', `/api/invoices/${invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(pdfImageSizes(res.rawPayload)).toEqual([]);
    expect((await ok(await setLogo(null))).logoUrl).toBeNull();
    expect((await ok(await staff('PUT', '/api/company-settings', { logoUrl: '' }))).logoUrl).toBeNull();
  });
});
