import { emailTemplatesRepository } from '@app/db/email-templates/email-templates.repository.ts';
import {
  ZEmailTemplate,
  ZEmailTemplateCreateInput,
  ZEmailTemplateDraftPreviewInput,
  ZEmailTemplateListInput,
  ZEmailTemplatePreviewInput,
  ZEmailTemplateUpdateInput,
  ZMergedEmail,
} from '@app/domain/email-templates/email-template.schema.ts';
import { linkOrigin } from '../lib/link-origin.ts';
import { exampleRow } from '../openapi/example-business.ts';
import { duplicateValue } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { EMAIL_TEMPLATE_ERRORS } from '../services/email-templates/errors.ts';
import { previewEmailTemplate, previewEmailTemplateDraft } from '../services/email-templates/preview.ts';
import { changedEmailTemplateValues, newEmailTemplateValues } from '../services/email-templates/save.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'email-templates',
  "E-mail templates: a named subject and HTML body with merge fields ({{client.name}}, {{invoice.total}}, …) that staff write messages from, previewed against real records; not the Templates screen's files.",
  { one: 'e-mail template', many: 'e-mail templates' },
);

/*
 * E-mail templates: the subject and HTML body staff write messages from, with merge fields
 * ({{client.name}}, …) filled in from real records (mail/merge.ts). The HTML is cleaned before it is
 * stored (services/email-templates/save.ts); a preview merges without sending anything.
 */

const ENTITY = 'E-mail template';

/** The documented example (its name is unique: the API tests give each copy a suffix of its own). */
const EXAMPLE_EMAIL_TEMPLATE = {
  name: 'Invoice on its way',
  subject: 'Invoice {{invoice.number}} from {{company.name}}',
  html: '<p>Dear {{client.contactName}},</p><p>Please find attached invoice {{invoice.number}} for {{invoice.total}}, due on {{invoice.dueDate}}.</p><p>Thank you for your business,<br>{{company.name}}</p>',
  purpose: 'invoice',
  inUse: true,
};

/** The 404s of a preview whose records do not exist. */
const RECORDS_NOT_FOUND = [
  {
    key: 'clientNotFound',
    summary: '`clientId` names no client.',
    message: EMAIL_TEMPLATE_ERRORS.MERGE_CLIENT_NOT_FOUND.message,
  },
  {
    key: 'eventNotFound',
    summary: '`eventId` names no event.',
    message: EMAIL_TEMPLATE_ERRORS.MERGE_EVENT_NOT_FOUND.message,
  },
  {
    key: 'invoiceNotFound',
    summary: '`invoiceId` names no invoice.',
    message: EMAIL_TEMPLATE_ERRORS.MERGE_INVOICE_NOT_FOUND.message,
  },
];

const PREVIEW_EXAMPLE = {
  subject: 'Invoice INV-2026-0042 from Golden Hour Events',
  html: '<p>Dear Maya Lopez,</p><p>Please find attached invoice INV-2026-0042 for $3,504.15, due on Jan 5, 2027.</p><p>Thank you for your business,<br />Golden Hour Events</p>',
  text: 'Dear Maya Lopez,\n\nPlease find attached invoice INV-2026-0042 for $3,504.15, due on Jan 5, 2027.\n\nThank you for your business,\nGolden Hour Events',
};

const MERGE_RULES =
  "An invoice brings its client and event when they are not named, an event its client. A field with no value (no record of its kind, a draft invoice's number) is empty, as is any `{{…}}` that is no merge field. Values are HTML-escaped in the body; money and dates are written as the app shows them, in the company's time zone.";

const emailTemplatesCrud = crudProcedures({
  path: 'email-templates',
  entity: ENTITY,
  updateMethod: 'PATCH',
  repository: emailTemplatesRepository,
  row: ZEmailTemplate,
  createInput: ZEmailTemplateCreateInput,
  updateInput: ZEmailTemplateUpdateInput,
  listInput: ZEmailTemplateListInput,
  hooks: {
    beforeCreate: (input, _ctx, trx) => newEmailTemplateValues(input, trx),
    beforeUpdate: (input, _ctx, existing, trx) => changedEmailTemplateValues(input, existing, trx),
  },
  examples: {
    create: EXAMPLE_EMAIL_TEMPLATE,
    update: { subject: 'Your invoice {{invoice.number}} from {{company.name}}', version: 2 },
    row: exampleRow(7, 3, {
      ...EXAMPLE_EMAIL_TEMPLATE,
      subject: 'Your invoice {{invoice.number}} from {{company.name}}',
    }),
  },
  errors: {
    create: { 409: [duplicateValue('name')] },
    update: { 409: [duplicateValue('name')] },
  },
});

export const emailTemplatesRouter = router({
  ...emailTemplatesCrud,
  preview: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/email-templates/{id}/preview',
        tags: ['email-templates'],
        summary: 'Preview an e-mail template',
        description: `The template merged against the client, event and invoice named (each optional), as an e-mail written from it would read: \`subject\`, \`html\` and its plain-text part \`text\`. Nothing is sent or stored. ${MERGE_RULES}`,
      },
      examples: { request: { clientId: 42, eventId: 57, invoiceId: 118 }, response: PREVIEW_EXAMPLE },
      errors: { 404: RECORDS_NOT_FOUND },
    })
    .input(ZEmailTemplatePreviewInput)
    .output(ZMergedEmail)
    .mutation(({ ctx, input }) => previewEmailTemplate(ctx, input, linkOrigin(ctx))),
  /** The editor's Preview: the subject and body as typed, before they are saved. */
  previewDraft: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/email-templates/preview',
        tags: ['email-templates'],
        summary: 'Preview an unsaved e-mail template',
        description: `A \`subject\` and \`html\` body not saved as a template (yet) merged as \`POST /api/email-templates/{id}/preview\` merges a stored one: the body cleaned as it would be stored, then merged against the client, event and invoice named. Nothing is sent or stored. ${MERGE_RULES}`,
      },
      examples: {
        request: {
          subject: EXAMPLE_EMAIL_TEMPLATE.subject,
          html: EXAMPLE_EMAIL_TEMPLATE.html,
          clientId: 42,
          invoiceId: 118,
        },
        response: PREVIEW_EXAMPLE,
      },
      errors: { 404: RECORDS_NOT_FOUND },
    })
    .input(ZEmailTemplateDraftPreviewInput)
    .output(ZMergedEmail)
    .mutation(({ ctx, input }) => previewEmailTemplateDraft(ctx, input, linkOrigin(ctx))),
});
