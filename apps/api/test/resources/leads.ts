import { expect } from 'vitest';
import { unique } from '../fixtures.ts';
import { leadFormInput, leadInput, newLead, newLeadForm, newStage, slugOf } from '../lead-fixtures.ts';
import {
  type Cell,
  defineResourceTests,
  type ProcedureRow,
  PUBLIC,
  SIGNED_IN,
  SIGNED_IN_CREATED,
} from '../resource-tests.ts';

/*
 * Leads, the pipeline's stages, lead forms beyond their CRUD procedures (which fixtures.ts derives
 * from the router) and the public forms a website embeds.
 */

export default defineResourceTests({
  // Every staff member; each allowed cell works on a row of its own (refused cells aim at ids no caller
  // reaches). The public forms: anyone, no session; a submission without its spam checks' tokens is a
  // bot's, answered as a person's, and makes nothing.
  authz: ({ asAdmin }) => {
    const onFresh = (fresh: () => Promise<number>, input: (id: number) => unknown): ProcedureRow => ({
      trpc: SIGNED_IN,
      rest: SIGNED_IN,
      input: (c: Cell) => input(c.fresh ?? 1),
      fresh,
    });
    const lead = (input: (id: number) => unknown) => onFresh(() => newLead(asAdmin), input);
    return {
      'pipelineStages.list': { trpc: SIGNED_IN, rest: SIGNED_IN },
      'pipelineStages.create': {
        trpc: SIGNED_IN,
        rest: SIGNED_IN_CREATED,
        input: () => ({ name: `Matrix ${unique()}` }),
      },
      'pipelineStages.update': onFresh(
        () => newStage(asAdmin),
        (id) => ({ id, name: `Matrix ${unique()}` }),
      ),
      'pipelineStages.delete': onFresh(
        () => newStage(asAdmin),
        (id) => ({ id }),
      ),
      'leads.list': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({}) },
      'leads.byId': lead((id) => ({ id })),
      'leads.create': { trpc: SIGNED_IN, rest: SIGNED_IN_CREATED, input: () => leadInput() },
      'leads.update': lead((id) => ({ id, stageId: 2 })),
      'leads.delete': lead((id) => ({ id })),
      'leads.convert': lead((id) => ({ id })),
      'leads.addNote': lead((id) => ({ id, body: 'Matrix note' })),
      'leads.moveMany': lead((id) => ({ ids: [id], stageId: 2 })),
      'leads.sources': {
        trpc: SIGNED_IN,
        rest: SIGNED_IN,
        input: () => ({ from: '2026-01-01', to: '2026-12-31' }),
      },
      'publicForms.form': {
        trpc: PUBLIC,
        rest: PUBLIC,
        input: (c) => ({ slug: slugOf(c.fresh) }),
        fresh: () => newLeadForm(asAdmin, true),
      },
      'publicForms.submit': {
        trpc: PUBLIC,
        rest: PUBLIC,
        input: (c) => ({ slug: slugOf(c.fresh), answers: { name: 'Matrix', email: 'matrix@example.com' } }),
        fresh: () => newLeadForm(asAdmin, true),
      },
    };
  },

  // Valid inputs around ids and an address no row has (the hostile answers of a real form are
  // lead-forms-public.test.ts's). A lead form's create and update fuzz fields the derived bodies lack.
  fuzz: () => ({
    'pipelineStages.create': { name: 'Fuzz stage', kind: 'open', position: 1 },
    'pipelineStages.update': { id: 2_147_483_000, name: 'Fuzz stage', position: 0 },
    'pipelineStages.delete': { id: 2_147_483_000, moveLeadsTo: 1 },
    'leadForms.create': {
      ...leadFormInput(),
      fields: [{ type: 'standard', key: 'name', label: 'Name', required: true }],
    },
    'leadForms.update': { id: 2_147_483_000, intro: 'Fuzz' },
    'leads.create': leadInput(),
    'leads.byId': { id: 2_147_483_000 },
    'leads.update': { id: 2_147_483_000, stageId: 2, lostReason: 'price' },
    'leads.delete': { id: 2_147_483_000 },
    'leads.convert': { id: 2_147_483_000 },
    'leads.addNote': { id: 2_147_483_000, body: 'Fuzz' },
    'leads.moveMany': { ids: [2_147_483_000], stageId: 2 },
    'leads.sources': { from: '2026-01-01', to: '2026-12-31' },
    'publicForms.form': { slug: 'fuzz-form' },
    'publicForms.submit': {
      slug: 'fuzz-form',
      answers: { name: 'Fuzz', email: 'fuzz@example.com' },
      altcha: 'e30=',
      formToken: '1.x',
      utmCampaign: 'fuzz',
    },
  }),

  // Each call works on rows of its own. A lead form's documented example names an auto-reply template
  // no empty database has, so its operations on `{id}` name a form made here.
  statuses: ({ admin, as, anonymous, withApp, unknownId }) => {
    const post = async (url: string, body: unknown) => {
      const res = await as(admin, 'POST', url, body);
      if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const stage = async (name = `Probe ${unique()}`) =>
      String((await post('/api/pipeline-stages', { name })).id);
    const lead = async (extra: Record<string, unknown> = {}) =>
      String((await post('/api/leads', { ...leadInput(), ...extra })).id);
    const form = async (published = true, extra: Record<string, unknown> = {}) =>
      post('/api/lead-forms', { ...leadFormInput(published), ...extra }) as Promise<{
        id: number;
        slug: string;
      }>;
    const stageWithLead = async () => {
      const id = await stage();
      await lead({ stageId: Number(id) });
      return id;
    };
    const stageOfKind = async (kind: string) => {
      const stages = (await as(admin, 'GET', '/api/pipeline-stages')).json() as {
        id: number;
        kind: string;
      }[];
      const found = stages.find((s) => s.kind === kind);
      if (!found) throw new Error(`no ${kind} stage`);
      return found.id;
    };
    const submission = { answers: { name: 'Probe', email: 'probe@example.com' } };
    return {
      'POST /pipeline-stages': {
        body: () => ({ name: `Probe ${unique()}` }),
        extra: {
          nameTaken: async () => {
            const name = `Probe ${unique()}`;
            await stage(name);
            return [await as(admin, 'POST', '/api/pipeline-stages', { name: name.toUpperCase() })];
          },
        },
      },
      'PATCH /pipeline-stages/{id}': {
        target: () => stage(),
        body: () => ({ name: `Probe ${unique()}` }),
        extra: {
          nameTaken: async () => [
            await as(admin, 'PATCH', `/api/pipeline-stages/${await stage()}`, { name: 'new inquiry' }),
          ],
          lastOfKind: async () => [
            await as(admin, 'PATCH', `/api/pipeline-stages/${await stageOfKind('booked')}`, { kind: 'open' }),
          ],
        },
      },
      'DELETE /pipeline-stages/{id}': {
        target: () => stage(),
        extra: {
          hasLeads: async () => [await as(admin, 'DELETE', `/api/pipeline-stages/${await stageWithLead()}`)],
          moveTargetNotFound: async () => [
            await as(
              admin,
              'DELETE',
              `/api/pipeline-stages/${await stageWithLead()}?moveLeadsTo=${unknownId}`,
            ),
          ],
          usedByForms: async () => {
            const id = await stage();
            await form(false, { stageId: Number(id) });
            return [await as(admin, 'DELETE', `/api/pipeline-stages/${id}`)];
          },
          lastOfKind: async () => [
            await as(admin, 'DELETE', `/api/pipeline-stages/${await stageOfKind('lost')}`),
          ],
        },
      },
      'POST /lead-forms': {
        body: () => ({ ...leadFormInput(true), emailTemplateId: null }),
        extra: {
          duplicate: async () => {
            const body = leadFormInput();
            return [
              await as(admin, 'POST', '/api/lead-forms', body),
              await as(admin, 'POST', '/api/lead-forms', body),
            ];
          },
          stageNotFound: async () => [
            await as(admin, 'POST', '/api/lead-forms', { ...leadFormInput(), stageId: Number(unknownId) }),
          ],
        },
      },
      'GET /lead-forms/{id}': { target: async () => String((await form()).id) },
      'PATCH /lead-forms/{id}': {
        target: async () => String((await form()).id),
        body: () => ({ intro: 'Probe' }),
        extra: {
          duplicateAddress: async () => {
            const taken = (await form()).slug;
            return [await as(admin, 'PATCH', `/api/lead-forms/${(await form()).id}`, { slug: taken })];
          },
        },
      },
      'DELETE /lead-forms/{id}': { target: async () => String((await form()).id) },
      'POST /leads': { body: () => leadInput() },
      'GET /leads/{id}': { target: () => lead() },
      'PATCH /leads/{id}': {
        target: () => lead(),
        body: () => ({ stageId: 2 }),
        extra: {
          convertedStaysBooked: async () => {
            const id = await lead();
            await as(admin, 'POST', `/api/leads/${id}/convert`);
            return [await as(admin, 'PATCH', `/api/leads/${id}`, { stageId: 1 })];
          },
          lostReasonRequired: async () => [
            await as(admin, 'PATCH', `/api/leads/${await lead()}`, { stageId: await stageOfKind('lost') }),
          ],
        },
      },
      'DELETE /leads/{id}': { target: () => lead() },
      'POST /leads/{id}/convert': {
        target: () => lead(),
        extra: {
          needsEmail: async () => [
            await as(admin, 'POST', `/api/leads/${await lead({ email: null })}/convert`),
          ],
          needsDate: async () => [
            await as(admin, 'POST', `/api/leads/${await lead({ eventDate: null })}/convert`),
          ],
        },
      },
      'POST /leads/bulk-stage': {
        body: async () => ({ ids: [Number(await lead())], stageId: 2 }),
        extra: {
          convertedStaysBooked: async () => {
            const id = await lead();
            await as(admin, 'POST', `/api/leads/${id}/convert`);
            return [await as(admin, 'POST', '/api/leads/bulk-stage', { ids: [Number(id)], stageId: 1 })];
          },
        },
      },
      'POST /leads/{id}/notes': { target: () => lead(), body: () => ({ body: 'Probe note' }) },
      'GET /lead-sources': {
        query: 'from=2026-01-01&to=2026-12-31',
        extra: {
          fromAfterTo: async () => [
            await as(admin, 'GET', '/api/lead-sources?from=2026-12-01&to=2026-01-01'),
          ],
        },
      },
      'GET /public/forms/{slug}': {
        target: async () => (await form()).slug,
        extra: {
          formNotFound: async () => [await anonymous('GET', '/api/public/forms/no-such-form')],
          unpublished: async () => [await anonymous('GET', `/api/public/forms/${(await form(false)).slug}`)],
          slugTooLong: async () => [await anonymous('GET', `/api/public/forms/${'a'.repeat(81)}`)],
        },
      },
      'POST /public/forms/{slug}/submissions': {
        target: async () => (await form()).slug,
        body: () => submission,
        extra: {
          formNotFound: async () => [
            await anonymous('POST', '/api/public/forms/no-such-form/submissions', submission),
          ],
          tooLarge: async () => [
            await anonymous('POST', `/api/public/forms/${(await form()).slug}/submissions`, {
              answers: { name: 'x'.repeat(100 * 1024) },
            }),
          ],
          tooManyRequests: async () => {
            const url = `/api/public/forms/${(await form()).slug}/submissions`;
            return withApp({ publicFormSubmissionsPerWindow: 1 }, async (limited) => [
              await limited('POST', url, submission),
              await limited('POST', url, submission),
            ]);
          },
        },
      },
    };
  },

  router: {
    'works a lead through the pipeline, as the Leads screens do (leads.test.ts has the rules)': async ({
      callerFor,
      users,
      procedure,
    }) => {
      const manager = callerFor(users.manager!);
      const stages = (await procedure(manager, 'pipelineStages.list')()) as { id: number; kind: string }[];
      expect(stages.map((stage) => stage.kind)).toEqual(['open', 'open', 'open', 'booked', 'lost']);
      const stage = (await procedure(
        manager,
        'pipelineStages.create',
      )({ name: 'Site visit', position: 1 })) as {
        id: number;
        position: number;
      };
      expect(stage.position).toBe(1);
      await procedure(manager, 'pipelineStages.update')({ id: stage.id, name: 'Venue visit' });
      const form = (await procedure(
        manager,
        'leadForms.create',
      )({
        name: 'Router form',
        slug: 'router-form',
        stageId: stage.id,
        published: true,
      })) as { id: number; version: number };
      expect(
        ((await procedure(manager, 'leadForms.list')({})) as { id: number }[]).map((f) => f.id),
      ).toContain(form.id);
      expect(((await procedure(manager, 'leadForms.page')({})) as { total: number }).total).toBeGreaterThan(
        0,
      );
      expect(await procedure(manager, 'leadForms.byId')({ id: form.id })).toMatchObject({
        slug: 'router-form',
      });
      await procedure(
        manager,
        'leadForms.update',
      )({ id: form.id, intro: 'Tell us more', version: form.version });
      const visitor = callerFor(null);
      const definition = (await procedure(visitor, 'publicForms.form')({ slug: 'router-form' })) as {
        formToken: string;
      };
      // Sent at once, without a solved challenge: a bot's, answered as a person's, and nothing is made.
      expect(
        await procedure(
          visitor,
          'publicForms.submit',
        )({
          slug: 'router-form',
          answers: { name: 'Quick Bot', email: 'bot@router.test' },
          formToken: definition.formToken,
        }),
      ).toMatchObject({ received: true });
      const lead = (await procedure(
        manager,
        'leads.create',
      )({
        name: 'Ada Router',
        email: 'ada@router.test',
        eventDate: '2027-05-01',
        stageId: stage.id,
      })) as { id: number };
      const page = (await procedure(manager, 'leads.list')({ stageId: stage.id })) as {
        items: { id: number; name: string }[];
      };
      expect(page.items.map((item) => item.name)).toEqual(['Ada Router']);
      await procedure(manager, 'leads.update')({ id: lead.id, valueEstimate: '4000' });
      expect(await procedure(manager, 'leads.moveMany')({ ids: [lead.id], stageId: stages[1]!.id })).toEqual({
        affected: 1,
      });
      await procedure(manager, 'leads.addNote')({ id: lead.id, body: 'Called back' });
      const converted = (await procedure(manager, 'leads.convert')({ id: lead.id })) as { created: boolean };
      expect(converted.created).toBe(true);
      const detail = (await procedure(manager, 'leads.byId')({ id: lead.id })) as {
        activities: { kind: string }[];
      };
      expect(detail.activities.map((a) => a.kind)).toEqual(['converted', 'note', 'stage-change', 'created']);
      expect(
        await procedure(manager, 'leads.sources')({ from: '2026-01-01', to: '2027-12-31' }),
      ).toMatchObject({ rows: expect.any(Array) });
      await procedure(manager, 'leads.delete')({ id: lead.id });
      await procedure(manager, 'leadForms.delete')({ id: form.id });
      expect(await procedure(manager, 'leadForms.bulk')({ action: 'delete', ids: [2_000_000] })).toEqual({
        affected: 0,
      });
      expect(await procedure(manager, 'pipelineStages.delete')({ id: stage.id })).toMatchObject({
        deleted: true,
      });
    },
  },
});
