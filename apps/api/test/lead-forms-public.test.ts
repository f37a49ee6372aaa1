import { createHash } from 'node:crypto';
import { LEAD_FORM_TEXTS } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFormToken, spamSecrets } from '../src/services/lead-forms/spam.ts';
import { unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, tableChecksums } from './helpers.ts';

// The public face of the lead forms, on both database kinds: a person's submission makes a lead (or
// joins the open lead of the same address) with typed answers, its timeline entry, an auto-reply in
// the outbox and a staff notification; every kind of bot gets the very same answer and makes nothing.
// The proof-of-work is solved here by a solver of our own (node:crypto), not ALTCHA's.

let t: TestApp;
let admin: string;
let slug: string;
let templateId: number;

type Challenge = {
  parameters: Record<string, unknown> & { nonce: string; salt: string; keyPrefix: string };
  signature: string;
};

/**
 * An independent solver of ALTCHA's SHA-256 proof-of-work (v2, cost 1): the key of a counter is
 * SHA-256(salt ‖ nonce ‖ counter as 4 big-endian bytes); the solution is the first counter whose key
 * starts with the key prefix. Answers the widget's payload: base64 JSON of the challenge and solution.
 */
function solve(challenge: Challenge): string {
  const salt = Buffer.from(challenge.parameters.salt, 'hex');
  const nonce = Buffer.from(challenge.parameters.nonce, 'hex');
  const counterBytes = Buffer.alloc(4);
  for (let counter = 0; counter < 2 ** 24; counter++) {
    counterBytes.writeUInt32BE(counter);
    const key = createHash('sha256').update(salt).update(nonce).update(counterBytes).digest('hex');
    if (key.startsWith(challenge.parameters.keyPrefix)) {
      return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey: key } })).toString(
        'base64',
      );
    }
  }
  throw new Error('no solution');
}

const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  t.call(method as 'GET', url, { ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
const staff = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

/** The form as a visitor's page gets it, and a form token issued `ageMs` ago (a person's wait). */
async function visit(ageMs = 10_000) {
  const res = await call('GET', `/api/public/forms/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  const form = res.json() as { challenge: Challenge; formToken: string };
  const secrets = spamSecrets((purpose) => t.secrets.derive(purpose));
  return { ...form, agedToken: newFormToken(secrets, slug, Date.now() - ageMs) };
}

const person = (email: string) => ({
  name: 'Maya Lopez',
  email,
  guestCount: '120',
  eventDate: '2027-06-14',
  eventType: 'Wedding',
  budget: '20000',
  ceremony: 'Outdoors',
  extras: ['Lighting', 'Flowers'],
  terms: true,
  notes: '<script>alert(1)</script><b>bold</b>',
});

async function submit(body: Record<string, unknown>, headers?: Record<string, string>) {
  return call('POST', `/api/public/forms/${slug}/submissions`, body, headers);
}

const watched = () =>
  tableChecksums(t.database.db, ['leads', 'lead_activities', 'emails', 'notifications', 'clients']);

beforeAll(async () => {
  t = await createTestApp({ publicFormSubmissionsPerWindow: 1000 });
  admin = await t.login(ADMIN);
  const template = await staff('POST', '/api/email-templates', {
    name: `Inquiry reply ${unique()}`,
    subject: 'Thank you, {{client.contactName}}',
    html: '<p>Dear {{client.contactName}}, thank you for writing to {{company.name}}.</p>',
  });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json().id;
  slug = `wedding-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const form = await staff('POST', '/api/lead-forms', {
    name: 'Wedding inquiry',
    slug,
    stageId: 1,
    emailTemplateId: templateId,
    published: true,
    fields: [
      { type: 'standard', key: 'name', label: 'Name', required: true },
      { type: 'standard', key: 'email', label: 'E-mail', required: true },
      { type: 'standard', key: 'guestCount', label: 'Guests', required: false },
      { type: 'standard', key: 'eventDate', label: 'Date', required: false },
      { type: 'standard', key: 'eventType', label: 'Type', required: false },
      { type: 'standard', key: 'budget', label: 'Budget', required: false },
      {
        type: 'single-choice',
        key: 'ceremony',
        label: 'Ceremony',
        required: false,
        options: ['Indoors', 'Outdoors'],
      },
      {
        type: 'multiple-choice',
        key: 'extras',
        label: 'Extras',
        required: false,
        options: ['Lighting', 'Flowers', 'Music'],
      },
      { type: 'checkbox', key: 'terms', label: 'I agree', required: true },
      { type: 'long-text', key: 'notes', label: 'Anything else', required: false },
    ],
  });
  expect(form.statusCode, form.body).toBe(201);
});
afterAll(() => t?.close());

describe('reading a public form', () => {
  it('answers a published form with its fields, a challenge and a form token, without a session', async () => {
    const form = await visit();
    expect(form.challenge.parameters.algorithm).toBe('SHA-256');
    expect(form.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(form.formToken).toMatch(/^\d+\./);
  });

  it('answers 404 for an unknown or an unpublished address', async () => {
    expect((await call('GET', '/api/public/forms/no-such-form')).statusCode).toBe(404);
    const hidden = await staff('POST', '/api/lead-forms', {
      name: 'Draft',
      slug: `draft-${Date.now()}`,
      stageId: 1,
      published: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const res = await call('GET', `/api/public/forms/${hidden.json().slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LEAD_FORM_TEXTS.notFound);
  });
});

describe("a person's submission", () => {
  it('makes a lead with typed answers, a timeline entry, an auto-reply and a staff notification', async () => {
    const email = `maya-${unique()}@example.com`;
    const code = `Spring-${unique()}`;
    const campaign = await staff('POST', '/api/campaigns', {
      name: 'Spring',
      type: 'social',
      description: 'S',
      trackingCode: code,
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const form = await visit();
    const res = await submit({
      answers: person(email),
      altcha: solve(form.challenge),
      formToken: form.agedToken,
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: code.toLowerCase(),
      referrer: 'https://www.instagram.com/',
      pageUrl: 'https://goldenhour.example/weddings',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      received: true,
      thankYouMessage: LEAD_FORM_TEXTS.defaultThankYou,
      redirectUrl: null,
    });

    const lead = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: 'Maya Lopez',
      guestCount: 120,
      eventDate: '2027-06-14',
      budget: '20000.00',
      source: 'form',
      stageId: 1,
      utmSource: 'instagram',
      utmCampaign: code.toLowerCase(),
      // Attributed by its tracking code, whatever the case the link wrote it in.
      campaignId: campaign.json().id,
      referrer: 'https://www.instagram.com/',
      pageUrl: 'https://goldenhour.example/weddings',
    });
    // Stored as typed: a number as a number, a checkbox as a boolean, markup as the text it was.
    expect(lead.answers).toMatchObject({
      guestCount: 120,
      terms: true,
      extras: ['Lighting', 'Flowers'],
      notes: '<script>alert(1)</script><b>bold</b>',
    });
    const detail = await staff('GET', `/api/leads/${lead.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail
        .json()
        .activities.map((a: { kind: string }) => a.kind)
        .sort(),
    ).toEqual(['email', 'submission']);
    const mail = await t.database.db
      .selectFrom('emails')
      .selectAll()
      .where('toAddress', '=', email)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Thank you, Maya Lopez');
    const notice = await t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('relatedType', '=', 'lead')
      .where('relatedId', '=', lead.id)
      .execute();
    expect(notice).toHaveLength(1);
  });

  it('joins the open lead of the same address, whatever its case, instead of making a second', async () => {
    const email = `twice-${unique()}@example.com`;
    for (const [address, guests] of [
      [email, '80'],
      [email.toUpperCase(), '95'],
    ] as const) {
      const form = await visit();
      const res = await submit({
        answers: { ...person(address), guestCount: guests },
        altcha: solve(form.challenge),
        formToken: form.agedToken,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const leads = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where(sql<boolean>`lower(email) = ${email}`)
      .execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.guestCount).toBe(95);
    const submissions = await t.database.db
      .selectFrom('lead_activities')
      .select('id')
      .where('leadId', '=', leads[0]!.id)
      .where('kind', '=', 'submission')
      .execute();
    expect(submissions).toHaveLength(2);
  });

  it('refuses answers that break the rules with a 400 naming each field, and makes nothing', async () => {
    const before = await watched();
    const form = await visit();
    const res = await submit({
      answers: {
        name: '',
        email: 'not-an-address',
        guestCount: 'many',
        ceremony: 'On the moon',
        terms: 'yes',
      },
      altcha: solve(form.challenge),
      formToken: form.agedToken,
    });
    expect(res.statusCode, res.body).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual([
      'answers.ceremony',
      'answers.email',
      'answers.guestCount',
      'answers.name',
      'answers.terms',
    ]);
    expect(await watched()).toEqual(before);
  });

  it.each([
    [
      'a prototype key',
      JSON.parse(
        '{"__proto__": {"polluted": true}, "name": "A", "email": "proto@example.com", "terms": true}',
      ),
    ],
    ['answers that are an array', [1, 2, 3]],
    ['answers that are a string', 'hello'],
    ['a number where text goes', { name: 42, email: 'n@example.com', terms: true }],
    ['an object where a choice goes', { name: 'A', email: 'o@example.com', terms: true, extras: { a: 1 } }],
  ])('never answers 500 to %s', async (_label, answers) => {
    const form = await visit();
    const res = await submit({ answers, altcha: solve(form.challenge), formToken: form.agedToken });
    expect([200, 400]).toContain(res.statusCode);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 413 to a body over the limit, and makes nothing', async () => {
    const before = await watched();
    const form = await visit();
    const res = await submit({
      answers: { ...person('big@example.com'), notes: 'x'.repeat(1024 * 1024) },
      altcha: solve(form.challenge),
      formToken: form.agedToken,
    });
    expect(res.statusCode).toBe(413);
    expect(await watched()).toEqual(before);
  });
});

describe("a bot's submission", () => {
  async function personAnswer() {
    const form = await visit();
    return submit({
      answers: person(`p-${unique()}@example.com`),
      altcha: solve(form.challenge),
      formToken: form.agedToken,
    });
  }

  it.each([
    [
      'fills the honeypot',
      async (form: Awaited<ReturnType<typeof visit>>) => ({
        altcha: solve(form.challenge),
        formToken: form.agedToken,
        website: 'http://spam.example',
      }),
    ],
    [
      'sends within a second of the form',
      async (form: Awaited<ReturnType<typeof visit>>) => ({
        altcha: solve(form.challenge),
        formToken: form.formToken,
      }),
    ],
    [
      'sends no form token',
      async (form: Awaited<ReturnType<typeof visit>>) => ({ altcha: solve(form.challenge) }),
    ],
    [
      'forges the form token',
      async (form: Awaited<ReturnType<typeof visit>>) => ({
        altcha: solve(form.challenge),
        formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}`,
      }),
    ],
    [
      'sends no challenge',
      async (form: Awaited<ReturnType<typeof visit>>) => ({ formToken: form.agedToken }),
    ],
    [
      'sends a wrong solution',
      async (form: Awaited<ReturnType<typeof visit>>) => {
        const payload = JSON.parse(Buffer.from(solve(form.challenge), 'base64').toString());
        payload.solution.counter += 1;
        payload.solution.derivedKey = createHash('sha256').update('guess').digest('hex');
        return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64'), formToken: form.agedToken };
      },
    ],
    [
      'sends garbage as the challenge',
      async (form: Awaited<ReturnType<typeof visit>>) => ({
        altcha: '%%%not base64 json',
        formToken: form.agedToken,
      }),
    ],
  ])('that %s makes nothing and gets the answer a person gets', async (_label, spoil) => {
    const form = await visit();
    const before = await watched();
    const res = await submit({ answers: person(`bot-${unique()}@example.com`), ...(await spoil(form)) });
    expect(await watched()).toEqual(before);
    const human = await personAnswer();
    expect(res.statusCode).toBe(human.statusCode);
    expect(res.json()).toEqual(human.json());
  });

  it('that replays a solved challenge makes nothing the second time', async () => {
    const form = await visit();
    const altcha = solve(form.challenge);
    const first = await submit({
      answers: person(`replay-${unique()}@example.com`),
      altcha,
      formToken: form.agedToken,
    });
    expect(first.statusCode).toBe(200);
    const before = await watched();
    const again = await submit({
      answers: person(`replay-${unique()}@example.com`),
      altcha,
      formToken: form.agedToken,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await watched()).toEqual(before);
  });

  it('that uses another form’s challenge makes nothing', async () => {
    const other = await staff('POST', '/api/lead-forms', {
      name: 'Other',
      slug: `other-${Date.now()}`,
      stageId: 1,
      published: true,
    });
    const foreign = (await call('GET', `/api/public/forms/${other.json().slug}`)).json() as {
      challenge: Challenge;
    };
    const form = await visit();
    const before = await watched();
    const res = await submit({
      answers: person(`x-${unique()}@example.com`),
      altcha: solve(foreign.challenge),
      formToken: form.agedToken,
    });
    expect(res.statusCode).toBe(200);
    expect(await watched()).toEqual(before);
  });
});

describe('the rate limit per address', () => {
  it('lets 1,000 bot submissions from one address make nothing, and answers 429 past the limit', async () => {
    // The app's own limit (20 in 10 minutes), not the raised one of the other tests.
    const limited = await createTestApp();
    try {
      const staffCookie = await limited.login(ADMIN);
      const made = await limited.call('POST', '/api/lead-forms', {
        cookie: staffCookie,
        body: { name: 'Flooded', slug: 'flooded', stageId: 1, published: true },
      });
      expect(made.statusCode, made.body).toBe(201);
      const before = await tableChecksums(limited.database.db, [
        'leads',
        'lead_activities',
        'emails',
        'notifications',
      ]);
      const statuses: number[] = [];
      const bodies = new Set<string>();
      for (let i = 0; i < 1000; i++) {
        const res = await limited.call('POST', '/api/public/forms/flooded/submissions', {
          body: {
            answers: { name: `Bot ${i}`, email: `bot${i}@example.com` },
            website: 'http://spam.example',
          },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 200) bodies.add(res.body);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      expect(bodies.size).toBe(1);
      expect(
        await tableChecksums(limited.database.db, ['leads', 'lead_activities', 'emails', 'notifications']),
      ).toEqual(before);
      // Reading a form is not counted against the submissions.
      expect((await limited.call('GET', '/api/public/forms/flooded')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
