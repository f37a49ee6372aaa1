import { LEAD_TEXTS, PIPELINE_STAGE_TEXTS } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, tableChecksums } from './helpers.ts';
import { leadInput } from './lead-fixtures.ts';

// The pipeline's rules through the REST face, on both database kinds: converting a lead once however
// often and however concurrently it is asked, the stages' refusals, lost reasons and the timeline, and
// the campaign figures against a computation of our own from the rows.

let t: TestApp;
let admin: string;

const call = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function created(url: string, body: unknown) {
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const stageId = async (kind: 'open' | 'booked' | 'lost') =>
  (
    await t.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('kind', '=', kind)
      .orderBy('position')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t?.close());

describe('converting a lead', () => {
  it('makes one client and one event however many calls arrive at once, and moves the lead to Booked', async () => {
    const email = `parallel-${unique()}@example.com`.toLowerCase();
    const lead = await created('/api/leads', { ...leadInput(), email, venue: 'Golden Gate Club' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', `/api/leads/${lead.id}/convert`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((body) => body.created)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.clientId)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.eventId)).size).toBe(1);
    const clients = await t.database.db
      .selectFrom('clients')
      .selectAll()
      .where('contactEmail', '=', email)
      .execute();
    expect(clients).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('events')
      .selectAll()
      .where('clientId', '=', clients[0]!.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      date: '2027-06-14',
      type: 'Wedding',
      venue: 'Golden Gate Club',
      budget: '9000.00',
    });
    const after = (await call('GET', `/api/leads/${lead.id}`)).json();
    expect(after).toMatchObject({
      stageId: await stageId('booked'),
      clientId: clients[0]!.id,
      eventId: events[0]!.id,
    });
    expect(after.convertedAt).toEqual(expect.any(String));
    expect(after.activities.filter((a: { kind: string }) => a.kind === 'converted')).toHaveLength(1);
  });

  it('links the existing client with that address (whatever its case) instead of making another', async () => {
    const email = `known-${unique()}@example.com`.toLowerCase();
    const client = await created('/api/clients', { ...CREATE.clients(), contactEmail: email.toUpperCase() });
    const lead = await created('/api/leads', { ...leadInput(), email });
    const res = await call('POST', `/api/leads/${lead.id}/convert`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ clientId: client.id, created: true, existingClient: true });
  });

  it('makes one client for two leads of one address converted at once', async () => {
    const email = `twins-${unique()}@example.com`.toLowerCase();
    const first = await created('/api/leads', { ...leadInput(), email });
    const second = await created('/api/leads', { ...leadInput(), email });
    const answers = await Promise.all(
      [first, second].map((lead) => call('POST', `/api/leads/${lead.id}/convert`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const clients = await t.database.db
      .selectFrom('clients')
      .select('id')
      .where('contactEmail', '=', email)
      .execute();
    expect(clients).toHaveLength(1);
  });

  it('refuses a lead without an e-mail address or an event date, and changes nothing', async () => {
    for (const [missing, message] of [
      ['email', LEAD_TEXTS.convertNeedsEmail],
      ['eventDate', LEAD_TEXTS.convertNeedsDate],
    ] as const) {
      const lead = await created('/api/leads', { ...leadInput(), [missing]: null });
      const before = await tableChecksums(t.database.db, ['leads', 'clients', 'events', 'lead_activities']);
      const res = await call('POST', `/api/leads/${lead.id}/convert`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await tableChecksums(t.database.db, ['leads', 'clients', 'events', 'lead_activities'])).toEqual(
        before,
      );
    }
  });

  it('keeps a converted lead in a Booked stage', async () => {
    const lead = await created('/api/leads', leadInput());
    await call('POST', `/api/leads/${lead.id}/convert`);
    const res = await call('PATCH', `/api/leads/${lead.id}`, { stageId: await stageId('open') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LEAD_TEXTS.convertedLead);
  });
});

describe('stages and the timeline', () => {
  it('asks for a reason to lose a lead, records the move, and forgets the reason when it comes back', async () => {
    const lead = await created('/api/leads', leadInput());
    const lost = await stageId('lost');
    const refused = await call('PATCH', `/api/leads/${lead.id}`, { stageId: lost });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LEAD_TEXTS.lostReasonRequired);
    const moved = await call('PATCH', `/api/leads/${lead.id}`, { stageId: lost, lostReason: 'price' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ lostReason: 'price' });
    expect(moved.json().activities[0]).toMatchObject({ kind: 'lost', body: 'Price', userName: 'admin' });
    const back = await call('PATCH', `/api/leads/${lead.id}`, { stageId: await stageId('open') });
    expect(back.json()).toMatchObject({ lostReason: null });
    expect(back.json().activities[0]).toMatchObject({
      kind: 'stage-change',
      details: { from: 'Lost', to: 'New inquiry' },
    });
  });

  it('moves leads in bulk, all or nothing, each move on its timeline', async () => {
    const leads = [await created('/api/leads', leadInput()), await created('/api/leads', leadInput())];
    const ids = leads.map((lead) => lead.id);
    const lost = await stageId('lost');
    const noReason = await call('POST', '/api/leads/bulk-stage', { ids, stageId: lost });
    expect(noReason.statusCode).toBe(400);
    const moved = await call('POST', '/api/leads/bulk-stage', {
      ids: [...ids, 2_000_000],
      stageId: lost,
      lostReason: 'no-response',
    });
    expect(moved.json()).toEqual({ affected: 2 });
    for (const id of ids) {
      const lead = (await call('GET', `/api/leads/${id}`)).json();
      expect(lead).toMatchObject({ stageId: lost, lostReason: 'no-response' });
      expect(lead.activities[0]).toMatchObject({ kind: 'lost', body: 'No response' });
    }
    const converted = await created('/api/leads', leadInput());
    await call('POST', `/api/leads/${converted.id}/convert`);
    const before = await tableChecksums(t.database.db, ['leads', 'lead_activities']);
    const refused = await call('POST', '/api/leads/bulk-stage', {
      ids: [...ids, converted.id],
      stageId: await stageId('open'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LEAD_TEXTS.convertedLead);
    expect(await tableChecksums(t.database.db, ['leads', 'lead_activities'])).toEqual(before);
  });

  it('refuses a stage name taken whatever its case', async () => {
    const res = await call('POST', '/api/pipeline-stages', { name: 'CONTACTED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PIPELINE_STAGE_TEXTS.nameTaken);
  });

  it('refuses to delete a stage holding leads until told where they go, then moves them', async () => {
    const stage = await created('/api/pipeline-stages', { name: `Tasting ${unique()}`, position: 2 });
    const leads = [
      await created('/api/leads', { ...leadInput(), stageId: stage.id }),
      await created('/api/leads', { ...leadInput(), stageId: stage.id }),
    ];
    const refused = await call('DELETE', `/api/pipeline-stages/${stage.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PIPELINE_STAGE_TEXTS.hasLeads(2));
    const target = await stageId('open');
    const res = await call('DELETE', `/api/pipeline-stages/${stage.id}?moveLeadsTo=${target}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: stage.id, deleted: true, movedLeads: 2 });
    for (const lead of leads)
      expect((await call('GET', `/api/leads/${lead.id}`)).json().stageId).toBe(target);
    const positions = ((await call('GET', '/api/pipeline-stages')).json() as { position: number }[]).map(
      (s) => s.position,
    );
    expect(positions).toEqual(positions.map((_, index) => index));
  });

  it('keeps the last Booked and the last Lost stage', async () => {
    const res = await call('DELETE', `/api/pipeline-stages/${await stageId('booked')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PIPELINE_STAGE_TEXTS.lastOfKind('booked'));
  });

  it('filters the list by stage, source, campaign, owner and day, and searches name, e-mail and phone', async () => {
    const name = `Filter ${unique()}`;
    const lead = await created('/api/leads', {
      ...leadInput(),
      name,
      source: 'referral',
      phone: '+1 555 0199',
    });
    const list = async (query: string) =>
      ((await call('GET', `/api/leads?${query}`)).json().items as { id: number }[]).map((item) => item.id);
    expect(await list(`search=${encodeURIComponent(name)}`)).toEqual([lead.id]);
    expect(await list(`search=${encodeURIComponent(name)}&source=email`)).toEqual([]);
    expect(
      await list(`search=${encodeURIComponent(name)}&source=referral&stageId=${await stageId('open')}`),
    ).toEqual([lead.id]);
    expect(await list('search=555%200199')).toContain(lead.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`search=${encodeURIComponent(name)}&from=${today}&to=${today}`)).toEqual([lead.id]);
    expect(await list(`search=${encodeURIComponent(name)}&to=2020-01-01`)).toEqual([]);
  });
});

describe('campaign figures', () => {
  it('equal a computation from the rows: leads, booked leads, booked revenue and real return', async () => {
    const campaigns = [];
    for (const budget of ['1000.00', '2500.00', '0.00']) {
      campaigns.push(
        await created('/api/campaigns', {
          name: `Figures ${unique()}`,
          type: 'social',
          description: 'Figures',
          budget,
          trackingCode: `fig-${unique()}`,
        }),
      );
    }
    // Leads per campaign, some converted, their events invoiced and partly paid.
    const plan = [
      { campaign: 0, convert: true, invoices: [['1200.00', '700.00']] },
      {
        campaign: 0,
        convert: true,
        invoices: [
          ['800.00', '800.00'],
          ['500.00', '0.00'],
        ],
      },
      { campaign: 0, convert: false, invoices: [] },
      { campaign: 1, convert: true, invoices: [['3000.00', '1500.00']] },
      { campaign: 1, convert: false, invoices: [] },
      { campaign: 2, convert: true, invoices: [['400.00', '400.00']] },
    ] as const;
    for (const step of plan) {
      const lead = await created('/api/leads', { ...leadInput(), campaignId: campaigns[step.campaign].id });
      if (!step.convert) continue;
      const { clientId, eventId } = (await call('POST', `/api/leads/${lead.id}/convert`)).json();
      for (const [total, paid] of step.invoices) {
        const invoice = await created('/api/invoices', {
          clientId,
          eventId,
          dueDate: '2027-04-01',
          items: [{ description: 'Coordination', quantity: 1, unitPrice: total, taxRate: 0 }],
        });
        expect((await call('POST', `/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
        if (paid !== '0.00') {
          const payment = await call('POST', `/api/invoices/${invoice.id}/payments`, {
            amount: paid,
            date: '2027-03-01',
            method: 'Cash',
          });
          expect(payment.statusCode, payment.body).toBe(201);
        }
      }
    }

    // Our own computation, straight from the rows.
    const { rows: leadRows } = await sql<{
      campaignId: number;
      convertedAt: string | null;
      eventId: number | null;
    }>`
      select campaign_id, converted_at, event_id from leads where campaign_id is not null`.execute(
      t.database.db,
    );
    const { rows: invoiceRows } = await sql<{ eventId: number | null; paid: string; status: string }>`
      select event_id, paid::text, status from invoices`.execute(t.database.db);
    for (const campaign of campaigns) {
      const mine = leadRows.filter((row) => row.campaignId === campaign.id);
      const bookedEvents = new Set(mine.filter((row) => row.convertedAt).map((row) => row.eventId));
      const revenueCents = invoiceRows
        .filter((row) => row.status !== 'void' && row.status !== 'draft' && bookedEvents.has(row.eventId))
        .reduce((sum, row) => sum + Math.round(Number(row.paid) * 100), 0);
      const budget = Number(campaign.budget);
      const expected = {
        leads: mine.length,
        bookedLeads: mine.filter((row) => row.convertedAt).length,
        bookedRevenue: (revenueCents / 100).toFixed(2),
        realReturn: budget > 0 ? Math.round(((revenueCents / 100 - budget) / budget) * 10000) / 10000 : null,
      };
      const answered = (await call('GET', `/api/campaigns/${campaign.id}`)).json();
      expect(answered).toMatchObject(expected);
      // The spec's ROI inputs are as they were.
      expect(answered).toMatchObject({ conversions: 0, valuePerConversion: campaign.valuePerConversion });
    }
    expect(
      ((await call('GET', `/api/campaigns/${campaigns[0].id}`)).json() as { bookedRevenue: string })
        .bookedRevenue,
    ).toBe('1500.00');
  });

  it('reports leads, booked leads, conversion and booked revenue per month, source and campaign', async () => {
    const res = await call('GET', '/api/lead-sources?from=2020-01-01&to=2030-12-01');
    expect(res.statusCode).toBe(400);
    const month = `${new Date().toISOString().slice(0, 8)}01`;
    const report = await call('GET', `/api/lead-sources?from=${month}&to=${month}`);
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().rows as {
      leads: number;
      booked: number;
      conversionRate: number;
      source: string;
    }[];
    const { rows: counted } = await sql<{ n: number; booked: number }>`
      select count(*)::int as n, count(converted_at)::int as booked from leads
      where created_at >= date_trunc('month', now())`.execute(t.database.db);
    expect(rows.reduce((sum, row) => sum + row.leads, 0)).toBe(counted[0]!.n);
    expect(rows.reduce((sum, row) => sum + row.booked, 0)).toBe(counted[0]!.booked);
    for (const row of rows) expect(row.conversionRate).toBeCloseTo(row.booked / row.leads, 4);
  });
});
