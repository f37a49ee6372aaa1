import { leadFormsRepository } from '@app/db';
import {
  DEFAULT_LEAD_FORM_FIELDS,
  LEAD_FORM_TEXTS,
  ZLeadForm,
  ZLeadFormCreateInput,
  ZLeadFormListInput,
  ZLeadFormUpdateInput,
} from '@app/domain';
import { exampleRow } from '../openapi/example-business.ts';
import { duplicateValue } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { LEAD_FORM_ERRORS } from '../services/lead-forms/errors.ts';
import { changedLeadFormValues, leadFormAnswer, newLeadFormValues } from '../services/lead-forms/save.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

/*
 * Lead forms: the inquiry forms a business puts on its own website (published at /f/{slug}, served to
 * visitors by the public forms router). Staff build them: the standard fields and their own questions,
 * each required or not, in order; what follows a submission; the stage new leads enter; the auto-reply.
 */

const EXAMPLE_FORM = {
  name: 'Wedding inquiry',
  slug: 'wedding-inquiry',
  intro: 'Tell us about your day and we will be in touch within one working day.',
  fields: [
    ...DEFAULT_LEAD_FORM_FIELDS,
    {
      type: 'single-choice',
      key: 'ceremony',
      label: 'Where is the ceremony?',
      required: false,
      options: ['Indoors', 'Outdoors', 'Not decided yet'],
    },
  ],
  thankYouMessage: LEAD_FORM_TEXTS.defaultThankYou,
  redirectUrl: null,
  stageId: 1,
  emailTemplateId: 3,
  published: true,
};

const REFERENCES_400 = [
  {
    key: 'stageNotFound',
    summary: '`stageId` names no pipeline stage.',
    message: LEAD_FORM_ERRORS.LEAD_FORM_STAGE_NOT_FOUND.message,
  },
  {
    key: 'templateNotFound',
    summary: '`emailTemplateId` names no e-mail template.',
    message: LEAD_FORM_ERRORS.LEAD_FORM_TEMPLATE_NOT_FOUND.message,
  },
];

defineTag(
  'lead-forms',
  "The inquiry forms on the business's own website: their fields, what follows a submission, the stage new leads enter.",
);

export const leadFormsRouter = router(
  crudProcedures({
    path: 'lead-forms',
    entity: 'Lead form',
    updateMethod: 'PATCH',
    repository: leadFormsRepository,
    row: ZLeadForm,
    createInput: ZLeadFormCreateInput,
    updateInput: ZLeadFormUpdateInput,
    listInput: ZLeadFormListInput,
    hooks: {
      beforeCreate: (input, _ctx, trx) => newLeadFormValues(trx, input),
      beforeUpdate: (input, _ctx, existing, trx) => changedLeadFormValues(trx, input, existing),
      toApi: (row) => leadFormAnswer(row),
    },
    examples: {
      create: EXAMPLE_FORM,
      update: { published: false, version: 2 },
      row: exampleRow(2, 3, { ...EXAMPLE_FORM, published: false }),
    },
    errors: {
      create: { 400: REFERENCES_400, 409: [duplicateValue('slug')] },
      update: {
        400: [
          ...REFERENCES_400,
          {
            key: 'afterRequired',
            summary: 'The change leaves neither a thank-you message nor a redirect address.',
            message: LEAD_FORM_TEXTS.afterRequired,
          },
        ],
        409: [duplicateValue('slug')],
      },
    },
  }),
);
