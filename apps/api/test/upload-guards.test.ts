import {
  PORTAL_UPLOAD_QUOTA_BYTES,
  PORTAL_UPLOADS_PER_HOUR,
  portalUploadQuotaFull,
  portalUploadsTooFrequent,
} from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// What an upload route must refuse or clean, on both database kinds: a file part without a file name
// (400, nothing stored), a client portal past its storage quota (413) or its hourly number of uploads
// (429 with Retry-After), and bidirectional formatting characters in a name (stored without them, so
// `a\u202Etxt.exe` cannot pass for `aexe.txt`).

const KB = 1024;
const MB = 1024 * KB;
/** The quota of this file's portals: the production figure (100 MB) would take a minute to fill here. */
const QUOTA = MB;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ portalUploads: { quotaBytes: QUOTA } });
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const NO_FILE_NAME = 'The file was sent without a file name';
/** Every bidirectional formatting character the names must lose. */
const BIDI = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';

/**
 * A multipart body of one `file` part; `filename` undefined leaves the parameter out. A part without
 * one is a file only when it says application/octet-stream (otherwise the parser takes it for a field).
 */
function filePart(filename: string | undefined, content: string | Buffer, type = 'text/plain') {
  const boundary = '----uploadguards';
  const disposition = `form-data; name="file"${filename === undefined ? '' : `; filename="${filename}"`}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function send(url: string, cookie: string, body: ReturnType<typeof filePart>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const staffUpload = (body: ReturnType<typeof filePart>) => send('/api/uploads?purpose=document', admin, body);
const portalUpload = (cookie: string, body: ReturnType<typeof filePart>) =>
  send('/api/portal/uploads', cookie, body);

/** Rows and bytes of what uploads store (files and documents). */
async function stored() {
  const { rows } = await sql<{ files: string; bytes: string; documents: string }>`
    select (select count(*) from stored_files) as files,
           (select coalesce(sum(size_bytes), 0) from stored_files) as bytes,
           (select count(*) from documents) as documents`.execute(t.database.db);
  return rows[0]!;
}

/** The bytes kept for a portal's uploads. */
async function portalBytes(portalId: number): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    select coalesce(sum(f.size_bytes), 0) as bytes
    from documents d join stored_files f on f.id = d.file_id
    where d.uploaded_by_portal_id = ${portalId}`.execute(t.database.db);
  return Number(rows[0]!.bytes);
}

async function created(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** A client portal with a signed-in session: its id and cookie. */
async function portalSession(): Promise<{ id: number; cookie: string }> {
  const email = `guards-${unique()}@example.com`;
  const portal = await created(
    await t.call('POST', '/api/client-portals', {
      cookie: admin,
      body: { ...CREATE.clientPortals(), email, password: 'portal-pass-1' },
    }),
  );
  const login = await t.call('POST', '/api/portal/auth/login', {
    body: { email, password: 'portal-pass-1' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = [login.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
  return { id: portal.id, cookie };
}

describe('a file part without a file name', () => {
  it('is a 400 with a message on the staff and the portal upload routes, and stores nothing', async () => {
    const portal = await portalSession();
    const before = await stored();
    const bodies = [
      filePart(undefined, 'Load-in at 9am', 'application/octet-stream'),
      filePart('', 'Load-in at 9am'),
    ];
    for (const body of bodies) {
      for (const res of [await staffUpload(body), await portalUpload(portal.cookie, body)]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(NO_FILE_NAME);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('is read as pasted text by the CSV import (its dry run answers the rows)', async () => {
    const csv = 'name,industry,contactName,contactEmail\r\nNameless,Tech,Na,nameless@example.com\r\n';
    const res = await send(
      '/api/imports/clients?dryRun=true',
      admin,
      filePart(undefined, csv, 'application/octet-stream'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, errors: [] });
  });
});

describe("a client portal's storage quota", () => {
  it('takes uploads up to the quota, then refuses one with its message and stores nothing', async () => {
    const portal = await portalSession();
    for (const name of ['first.txt', 'second.txt']) {
      expect((await portalUpload(portal.cookie, filePart(name, 'a'.repeat(400 * KB)))).statusCode).toBe(201);
    }
    expect(await portalBytes(portal.id)).toBe(800 * KB);

    const before = await stored();
    const refused = await portalUpload(portal.cookie, filePart('one-too-many.txt', 'b'.repeat(300 * KB)));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().message).toBe(portalUploadQuotaFull(QUOTA));
    expect(refused.json().message).toContain('1 MB');
    expect(await stored()).toEqual(before);
    // What fits still goes in, up to the last byte.
    const rest = QUOTA - 800 * KB;
    expect((await portalUpload(portal.cookie, filePart('last.txt', 'c'.repeat(rest)))).statusCode).toBe(201);
    expect(await portalBytes(portal.id)).toBe(QUOTA);
    expect((await portalUpload(portal.cookie, filePart('byte.txt', 'd'))).statusCode).toBe(413);

    // Another portal is not held by this one's quota.
    const other = await portalSession();
    expect(
      (await portalUpload(other.cookie, filePart('elsewhere.txt', 'e'.repeat(900 * KB)))).statusCode,
    ).toBe(201);
  });

  it('stores one of two parallel uploads that fit one at a time but not together', async () => {
    const portal = await portalSession();
    const pair = await Promise.all(
      ['left.txt', 'right.txt'].map((name) =>
        portalUpload(portal.cookie, filePart(name, 'a'.repeat(600 * KB))),
      ),
    );
    expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(await portalBytes(portal.id)).toBe(600 * KB);
  });

  it(`is ${PORTAL_UPLOAD_QUOTA_BYTES / MB} MB a portal unless set, and says so`, () => {
    expect(portalUploadQuotaFull()).toContain('100 MB');
  });
});

describe("a client portal's uploads per hour", () => {
  it(`accepts ${PORTAL_UPLOADS_PER_HOUR} in an hour and answers the next 429 with Retry-After and a message, storing nothing`, async () => {
    const portal = await portalSession();
    for (let i = 0; i < PORTAL_UPLOADS_PER_HOUR; i++) {
      const res = await portalUpload(portal.cookie, filePart(`note-${i}.txt`, `note ${i}`));
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await stored();
    const refused = await portalUpload(portal.cookie, filePart('note-extra.txt', 'one more'));
    expect(refused.statusCode, refused.body).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe(portalUploadsTooFrequent(retryAfter));
    expect(await stored()).toEqual(before);

    // The limit is the portal's: another client's portal still sends.
    const other = await portalSession();
    expect((await portalUpload(other.cookie, filePart('mine.txt', 'mine'))).statusCode).toBe(201);
  });
});

describe('bidirectional formatting characters in a name', () => {
  const sent = `a${BIDI}txt.exe`;

  it('are left out of the name a staff upload stores, answers and downloads under', async () => {
    const res = await staffUpload(filePart(sent, 'plain text'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('atxt.exe');
    const row = await t.database.db
      .selectFrom('stored_files')
      .select('originalName')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.originalName).toBe('atxt.exe');
    const download = await t.call('GET', res.json().url, { cookie: admin });
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''atxt.exe`);
  });

  it("are left out of a portal upload's document, as the portal and staff list it", async () => {
    const portal = await portalSession();
    const res = await portalUpload(portal.cookie, filePart(sent, 'plain text'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('atxt.exe');
    const mine = (await t.call('GET', '/api/portal/documents', { cookie: portal.cookie })).json();
    expect(mine.map((d: { name: string }) => d.name)).toContain('atxt.exe');
    const staffList = (
      await t.call('GET', '/api/documents?category=client-upload', { cookie: admin })
    ).json();
    const filed = staffList.find((d: { id: number }) => d.id === res.json().id);
    expect(filed.name).toBe('atxt.exe');
  });

  it('are left out of the names of documents and templates created or renamed by name', async () => {
    const document = await created(
      await t.call('POST', '/api/documents', {
        cookie: admin,
        body: { ...CREATE.documents(), name: `contract${BIDI}fdp.exe` },
      }),
    );
    expect(document.name).toBe('contractfdp.exe');
    const renamed = await created(
      await t.call('PATCH', `/api/documents/${document.id}`, {
        cookie: admin,
        body: { name: `deal\u202Efdp.exe`, version: document.version },
      }),
    );
    expect(renamed.name).toBe('dealfdp.exe');
    const template = await created(
      await t.call('POST', '/api/templates', {
        cookie: admin,
        body: { ...CREATE.templates(), name: `Quote\u202E`, fileName: `q\u202Efdp.exe` },
      }),
    );
    expect(template).toMatchObject({ name: 'Quote', fileName: 'qfdp.exe' });
  });

  it("are left out of the file name a CSV import's audit entry keeps", async () => {
    const csv = 'name,industry,contactName,contactEmail\r\nBidi,Tech,Bi,bidi@example.com\r\n';
    const res = await send('/api/imports/clients?dryRun=false', admin, filePart(`clients${BIDI}.csv`, csv));
    expect(res.statusCode, res.body).toBe(200);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('requestId', '=', res.json().importId)
      .where('action', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(entry.changes).toMatchObject({ file: 'clients.csv' });
  });
});
