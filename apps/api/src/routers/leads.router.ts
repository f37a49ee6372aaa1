import {
  LEAD_TEXTS,
  ZIdInput,
  ZLeadBulkStageInput,
  ZLeadConvertResult,
  ZLeadCreateInput,
  ZLeadDetail,
  ZLeadListInput,
  ZLeadListResult,
  ZLeadNoteInput,
  ZLeadSourcesInput,
  ZLeadSourcesReport,
  ZLeadUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { leadDetail } from '../services/leads/answer.ts';
import { convertLead } from '../services/leads/convert.ts';
import { LEAD_ERRORS } from '../services/leads/errors.ts';
import { leadSources, listLeads } from '../services/leads/list.ts';
import { addLeadNote, createLead, deleteLead, moveLeads, updateLead } from '../services/leads/save.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/*
 * Leads: the inquiries of the pipeline, from the public lead forms or typed in by staff. A lead moves
 * through the pipeline's stages; "Convert" makes its client and event (services/leads/convert.ts).
 */

const ENTITY = 'Lead';
const TAGS = [
  defineTag(
    'leads',
    'Inquiries in the pipeline, their timeline, their conversion into a client and an event, and the sources report.',
  ),
];

const EXAMPLE_LEAD = exampleRow(118, 3, {
  name: 'Maya Lopez',
  email: 'maya.lopez@example.com',
  phone: '+1 415 555 0142',
  stageId: 2,
  ownerId: 12,
  valueEstimate: '18000.00',
  eventDate: '2027-06-14',
  eventType: 'Wedding',
  guestCount: 120,
  budget: '20000.00',
  venue: 'Golden Gate Club',
  message: 'We are getting married on 14 June, about 120 guests. Can you help?',
  answers: { name: 'Maya Lopez', email: 'maya.lopez@example.com', guestCount: 120, ceremony: 'Outdoors' },
  source: 'form',
  campaignId: 4,
  formId: 2,
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'spring-weddings',
  referrer: 'https://www.instagram.com/',
  pageUrl: 'https://goldenhour.example/weddings',
  notes: null,
  clientId: null,
  eventId: null,
  lostReason: null,
  convertedAt: null,
});
const EXAMPLE_ACTIVITY = {
  id: 311,
  kind: 'submission',
  userId: null,
  userName: null,
  body: null,
  details: { formId: 2, formName: 'Wedding inquiry' },
  createdAt: '2026-11-20T09:30:00.000Z',
};
const EXAMPLE_DETAIL = { ...EXAMPLE_LEAD, activities: [EXAMPLE_ACTIVITY], sameEmailLeadIds: [] };
const EXAMPLE_INPUT = {
  name: 'Maya Lopez',
  email: 'maya.lopez@example.com',
  eventDate: '2027-06-14',
  eventType: 'Wedding',
  guestCount: 120,
  source: 'phone',
};

const REFERENCES_400 = [
  {
    key: 'stageNotFound',
    summary: '`stageId` names no stage.',
    message: LEAD_ERRORS.LEAD_STAGE_NOT_FOUND.message,
  },
  {
    key: 'ownerNotFound',
    summary: '`ownerId` names no user.',
    message: LEAD_ERRORS.LEAD_OWNER_NOT_FOUND.message,
  },
  {
    key: 'campaignNotFound',
    summary: '`campaignId` names no campaign.',
    message: LEAD_ERRORS.LEAD_CAMPAIGN_NOT_FOUND.message,
  },
  {
    key: 'lostReasonRequired',
    summary: 'The lead moves to a Lost stage without `lostReason`.',
    message: LEAD_ERRORS.LEAD_LOST_REASON_REQUIRED.message,
  },
];

export const leadsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/leads',
        tags: TAGS,
        summary: 'List leads',
        description:
          'A page of leads (`items`, with `total`), newest first unless `sortBy`/`sortDir` say otherwise. `search` matches the name, e-mail and phone; `stageId`, `source`, `campaignId` and `ownerId` filter; `from`/`to` bound the day the lead came in.',
      },
      examples: { response: { items: [EXAMPLE_LEAD], total: 1, totalIsLowerBound: false } },
    })
    .input(ZLeadListInput)
    .output(ZLeadListResult)
    .query(({ ctx, input }) => listLeads(ctx, input)),

  byId: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'GET',
        path: '/leads/{id}',
        tags: TAGS,
        summary: 'Get a lead with its timeline',
        description:
          'The lead, its timeline (`activities`, newest first: submissions with their answers, notes, stage changes, e-mails, conversion) and the ids of the other leads from the same e-mail address.',
      },
      examples: { response: EXAMPLE_DETAIL },
    })
    .input(ZIdInput)
    .output(ZLeadDetail)
    .query(({ ctx, input }) => leadDetail(ctx.db, input.id)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/leads',
        tags: TAGS,
        summary: 'Create a lead',
        description:
          'A lead typed in by staff (an inquiry by phone, say): in `stageId`, else the first open stage. A lead in a Lost stage needs `lostReason`.',
      },
      examples: { request: EXAMPLE_INPUT, response: EXAMPLE_DETAIL },
      errors: { 400: REFERENCES_400 },
    })
    .input(ZLeadCreateInput)
    .output(ZLeadDetail)
    .mutation(({ ctx, input }) => createLead(ctx, input)),

  update: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'PATCH',
        path: '/leads/{id}',
        tags: TAGS,
        summary: 'Update a lead or move it to another stage',
        description:
          'Changes the fields sent. A new `stageId` is a stage change on the timeline; moving to a Lost stage needs `lostReason` (one of the list). A converted lead stays in a Booked stage. With `version`, refused (409) when someone changed the lead since.',
      },
      examples: { request: { stageId: 3, version: 3 }, response: EXAMPLE_DETAIL },
      errors: {
        400: REFERENCES_400,
        409: [
          {
            key: 'versionStale',
            summary: 'Someone changed the lead since `version`.',
            message: LEAD_ERRORS.LEAD_VERSION_STALE.message,
          },
          {
            key: 'convertedStaysBooked',
            summary: 'The lead is converted and the stage is not a Booked one.',
            message: LEAD_TEXTS.convertedLead,
          },
        ],
      },
    })
    .input(ZLeadUpdateInput)
    .output(ZLeadDetail)
    .mutation(({ ctx, input }) => updateLead(ctx, input)),

  delete: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'DELETE',
        path: '/leads/{id}',
        tags: TAGS,
        summary: 'Delete a lead',
        description: 'Deletes the lead and its timeline for good. A client or event converted from it stays.',
      },
      examples: { response: { id: 118, deleted: true } },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteLead(ctx, input.id)),

  convert: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/leads/{id}/convert',
        tags: TAGS,
        summary: 'Convert a lead into a client and an event',
        description:
          "In one transaction: the client with the lead's e-mail address (or a new one from the lead), an event from the lead's answers (its date, type, venue, budget), and the lead moved to the first Booked stage. Done once however often it is called, at the same time or not: a lead converted already answers what its conversion made, with `created: false`.",
      },
      examples: {
        response: {
          lead: {
            ...EXAMPLE_LEAD,
            stageId: 4,
            clientId: 42,
            eventId: 57,
            convertedAt: '2026-11-27T10:00:00.000Z',
          },
          clientId: 42,
          eventId: 57,
          created: true,
          existingClient: false,
        },
      },
      errors: {
        409: [
          {
            key: 'needsEmail',
            summary: 'The lead has no e-mail address.',
            message: LEAD_ERRORS.LEAD_CONVERT_NEEDS_EMAIL.message,
          },
          {
            key: 'needsDate',
            summary: 'The lead has no event date.',
            message: LEAD_ERRORS.LEAD_CONVERT_NEEDS_DATE.message,
          },
          { key: 'noBookedStage', summary: 'No stage is a Booked one.', message: LEAD_TEXTS.noBookedStage },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZLeadConvertResult)
    .mutation(({ ctx, input }) => convertLead(ctx, input.id)),

  addNote: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/leads/{id}/notes',
        tags: TAGS,
        summary: "Add a note to a lead's timeline",
        description: 'A note signed by its writer, on the timeline. Answers the lead with its timeline.',
      },
      examples: { request: { body: 'Called back; she wants a tasting in March.' }, response: EXAMPLE_DETAIL },
    })
    .input(ZLeadNoteInput)
    .output(ZLeadDetail)
    .mutation(({ ctx, input }) => addLeadNote(ctx, input)),

  moveMany: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/leads/bulk-stage',
        tags: TAGS,
        summary: 'Move leads to a stage in bulk',
        description:
          'All or nothing, in one transaction: the leads of `ids` (1 to 500; ids that no longer exist are skipped) move to `stageId`, each move on its timeline. A Lost stage needs `lostReason`; a converted lead stays in a Booked stage, so naming one refuses the change (409). Answers how many leads moved.',
      },
      examples: { request: { ids: [118, 119, 121], stageId: 2 }, response: { affected: 3 } },
      errors: {
        400: [REFERENCES_400[0]!, REFERENCES_400[3]!],
        409: [
          {
            key: 'convertedStaysBooked',
            summary: 'One of the leads is converted and the stage is not a Booked one.',
            message: LEAD_TEXTS.convertedLead,
          },
        ],
      },
    })
    .input(ZLeadBulkStageInput)
    .output(z.object({ affected: z.int() }))
    .mutation(({ ctx, input }) => moveLeads(ctx, input)),

  sources: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/lead-sources',
        tags: TAGS,
        summary: 'Report leads, conversion and booked revenue per source and campaign',
        description:
          'Per month (the first day of each) from the month of `from` to the month of `to` (at most 36 months), per source and campaign: the leads that came in, how many are booked (converted), `conversionRate` (booked / leads) and `bookedRevenue`: what was paid on the invoices (not void) of the events and clients converted from those leads.',
      },
      examples: {
        response: {
          rows: [
            {
              month: '2026-10-01',
              source: 'form',
              campaignId: 4,
              campaignName: 'Spring weddings',
              leads: 12,
              booked: 3,
              conversionRate: 0.25,
              bookedRevenue: '14500.00',
            },
          ],
        },
      },
    })
    .input(ZLeadSourcesInput)
    .output(ZLeadSourcesReport)
    .query(({ ctx, input }) => leadSources(ctx, input)),
});
