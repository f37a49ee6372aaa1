import { z } from 'zod';
import { dateString, isCalendarDate } from '../common/dates.ts';
import { optionalId, ZId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, NEGATIVE_AMOUNT } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { INVALID_EMAIL, optionalText, REQUIRED, requiredText, tooLong } from '../common/text.ts';
import { isHttpUrl } from '../common/urls.ts';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../constants.ts';

/**
 * A lead form: the inquiry form a business puts on its own website. Its fields are the standard ones
 * (each fills a column of the lead) and the business's own questions, each required or not, in the
 * order of the array. A submission's answers are checked against the fields by `leadAnswersSchema`
 * and stored as typed, by field key.
 */

/** The standard fields: each fills the lead's column of the same name. */
export const LEAD_STANDARD_FIELDS = [
  'name',
  'email',
  'phone',
  'eventType',
  'eventDate',
  'guestCount',
  'budget',
  'venue',
  'message',
] as const;
export type LeadStandardField = (typeof LEAD_STANDARD_FIELDS)[number];

export const LEAD_STANDARD_FIELD_LABELS: Record<LeadStandardField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  eventType: 'Event type',
  eventDate: 'Event date',
  guestCount: 'Number of guests',
  budget: 'Budget',
  venue: 'Venue',
  message: 'Message',
};

/** The kinds of the business's own questions. */
export const LEAD_QUESTION_TYPES = [
  'short-text',
  'long-text',
  'number',
  'date',
  'single-choice',
  'multiple-choice',
  'checkbox',
] as const;
export type LeadQuestionType = (typeof LEAD_QUESTION_TYPES)[number];

export const LEAD_QUESTION_TYPE_LABELS: Record<LeadQuestionType, string> = {
  'short-text': 'Short text',
  'long-text': 'Long text',
  number: 'Number',
  date: 'Date',
  'single-choice': 'Single choice',
  'multiple-choice': 'Multiple choice',
  checkbox: 'Checkbox',
};

export const LEAD_FORM_FIELDS_MAX = 50;
export const LEAD_CHOICES_MAX = 50;
export const SHORT_ANSWER_MAX = 500;
export const LONG_ANSWER_MAX = 10000;
export const LEAD_FORM_SLUG_MAX = 80;
export const LEAD_FORM_TEXT_MAX = 5000;
export const GUEST_COUNT_MAX = 1000000;

export const LEAD_FORM_TEXTS = {
  notFound: 'Lead form not found',
  nameRequired: 'Form name is required',
  slugInvalid: 'Use lowercase letters, digits and single hyphens (e.g. wedding-inquiry)',
  slugTaken: 'Another form already has this address',
  labelRequired: 'Label is required',
  keyInvalid: 'A question key starts with a letter and holds letters, digits and _ only',
  keyTaken: 'Two fields have the same key',
  nameAndEmailRequired: 'A form needs the Name and E-mail fields, both required',
  choicesRequired: 'A choice question needs at least one option',
  afterRequired: 'Give a thank-you message or a redirect address',
  redirectInvalid: 'The redirect address must start with http:// or https://',
  stageNotFound: 'That pipeline stage does not exist',
  templateNotFound: 'That e-mail template does not exist',
  mustBeChecked: 'Must be checked',
  invalidNumber: 'Must be a number',
  invalidChoice: 'Choose one of the options',
  defaultThankYou: 'Thank you! We have received your inquiry and will be in touch soon.',
} as const;

/** Keys a question may not take: the standard fields' and the names every object already has. */
const RESERVED_KEYS = new Set<string>([
  ...LEAD_STANDARD_FIELDS,
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
]);

const label = requiredText(LEAD_FORM_TEXTS.labelRequired, NAME_MAX);
const questionKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, LEAD_FORM_TEXTS.keyInvalid)
  .refine((key) => !RESERVED_KEYS.has(key), LEAD_FORM_TEXTS.keyInvalid);
const choice = requiredText(REQUIRED, NAME_MAX);

export const ZLeadFormField = z.discriminatedUnion('type', [
  z.object({ type: z.literal('standard'), key: z.enum(LEAD_STANDARD_FIELDS), label, required: z.boolean() }),
  z.object({
    type: z.enum(['short-text', 'long-text', 'number', 'date', 'checkbox']),
    key: questionKey,
    label,
    required: z.boolean(),
  }),
  z.object({
    type: z.enum(['single-choice', 'multiple-choice']),
    key: questionKey,
    label,
    required: z.boolean(),
    options: z.array(choice).min(1, LEAD_FORM_TEXTS.choicesRequired).max(LEAD_CHOICES_MAX),
  }),
]);
export type LeadFormField = z.infer<typeof ZLeadFormField>;

export const ZLeadFormFields = z
  .array(ZLeadFormField)
  .max(LEAD_FORM_FIELDS_MAX)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key))
        ctx.addIssue({ code: 'custom', message: LEAD_FORM_TEXTS.keyTaken, path: [index, 'key'] });
      seen.add(field.key);
    });
    const required = (key: LeadStandardField) =>
      fields.some((field) => field.type === 'standard' && field.key === key && field.required);
    if (!required('name') || !required('email')) {
      ctx.addIssue({ code: 'custom', message: LEAD_FORM_TEXTS.nameAndEmailRequired });
    }
  });

/** The fields a new form starts with. */
export const DEFAULT_LEAD_FORM_FIELDS: LeadFormField[] = [
  { type: 'standard', key: 'name', label: 'Name', required: true },
  { type: 'standard', key: 'email', label: 'E-mail', required: true },
  { type: 'standard', key: 'phone', label: 'Phone', required: false },
  { type: 'standard', key: 'eventType', label: 'Event type', required: false },
  { type: 'standard', key: 'eventDate', label: 'Event date', required: false },
  { type: 'standard', key: 'guestCount', label: 'Number of guests', required: false },
  { type: 'standard', key: 'message', label: 'Message', required: false },
];

export const ZLeadForm = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  slug: z.string(),
  intro: z.string().nullable(),
  fields: z.array(ZLeadFormField),
  thankYouMessage: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  stageId: z.int(),
  emailTemplateId: ZRowIdNullable,
  published: z.boolean(),
});
export type LeadForm = z.infer<typeof ZLeadForm>;

const slug = z
  .string({ error: LEAD_FORM_TEXTS.slugInvalid })
  .trim()
  .max(LEAD_FORM_SLUG_MAX, tooLong(LEAD_FORM_SLUG_MAX))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, LEAD_FORM_TEXTS.slugInvalid);

const redirectUrl = z
  .string()
  .trim()
  .max(2000, tooLong(2000))
  .nullish()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value == null || isHttpUrl(value), LEAD_FORM_TEXTS.redirectInvalid);

const leadFormFields = {
  name: requiredText(LEAD_FORM_TEXTS.nameRequired, NAME_MAX),
  slug,
  intro: optionalText(LEAD_FORM_TEXT_MAX),
  fields: ZLeadFormFields,
  thankYouMessage: optionalText(LEAD_FORM_TEXT_MAX),
  redirectUrl,
  stageId: ZId,
  emailTemplateId: optionalId(),
  published: z.boolean(),
};

function checkAfter(
  value: { thankYouMessage?: string | null; redirectUrl?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.thankYouMessage === null && value.redirectUrl === null) {
    ctx.addIssue({ code: 'custom', message: LEAD_FORM_TEXTS.afterRequired, path: ['thankYouMessage'] });
  }
}

export const ZLeadFormCreateInput = z
  .object({
    ...leadFormFields,
    fields: leadFormFields.fields.default(DEFAULT_LEAD_FORM_FIELDS),
    thankYouMessage: leadFormFields.thankYouMessage.default(LEAD_FORM_TEXTS.defaultThankYou),
    redirectUrl: leadFormFields.redirectUrl.default(null),
    published: z.boolean().default(false),
  })
  .superRefine(checkAfter);
export type LeadFormCreateInput = z.infer<typeof ZLeadFormCreateInput>;

export const ZLeadFormUpdateInput = z.object(leadFormFields).partial().extend(UPDATE_FIELDS);
export type LeadFormUpdateInput = z.infer<typeof ZLeadFormUpdateInput>;

export const ZLeadFormListInput = makeListInput(
  ['name', 'createdAt', 'updatedAt'],
  {},
  { sortBy: 'name', sortDir: 'asc' },
);
export type LeadFormListInput = z.infer<typeof ZLeadFormListInput>;

/** A typed answer as stored: text, a number, a boolean or the options chosen. */
export type LeadAnswer = string | number | boolean | string[];
export type LeadAnswers = Record<string, LeadAnswer>;

const number = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,12}(\.\d{1,6})?$/),
    ],
    { error: LEAD_FORM_TEXTS.invalidNumber },
  )
  .transform(Number)
  .pipe(z.number({ error: LEAD_FORM_TEXTS.invalidNumber }).finite());
const guestCount = z
  .union(
    [
      z.int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/),
    ],
    { error: LEAD_FORM_TEXTS.invalidNumber },
  )
  .transform(Number)
  .pipe(z.int().min(0, NEGATIVE_AMOUNT).max(GUEST_COUNT_MAX, `Must be at most ${GUEST_COUNT_MAX}`));
const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(EMAIL_MAX, tooLong(EMAIL_MAX))
  .pipe(z.email({ error: INVALID_EMAIL }));

function text(max: number) {
  return z.string({ error: 'Must be text' }).trim().max(max, tooLong(max));
}

/** The schema of one field's answer when given (blank is handled by `leadAnswersSchema`). */
function answerSchema(field: LeadFormField): z.ZodType<LeadAnswer> {
  switch (field.type) {
    case 'standard':
      switch (field.key) {
        case 'name':
          return text(NAME_MAX);
        case 'email':
          return email;
        case 'phone':
          return text(PHONE_MAX);
        case 'eventType':
          return text(100);
        case 'eventDate':
          return dateString();
        case 'guestCount':
          return guestCount;
        case 'budget':
          return makeMoney({ negativeMessage: NEGATIVE_AMOUNT });
        case 'venue':
          return text(500);
        case 'message':
          return text(LONG_ANSWER_MAX);
      }
      break;
    case 'short-text':
      return text(SHORT_ANSWER_MAX);
    case 'long-text':
      return text(LONG_ANSWER_MAX);
    case 'number':
      return number;
    case 'date':
      return z.string({ error: 'Invalid date' }).trim().refine(isCalendarDate, 'Invalid date');
    case 'checkbox':
      return z.boolean({ error: 'Must be true or false' });
    case 'single-choice':
      return z
        .string({ error: LEAD_FORM_TEXTS.invalidChoice })
        .refine((value) => field.options.includes(value), LEAD_FORM_TEXTS.invalidChoice);
    case 'multiple-choice':
      return z
        .array(z.string({ error: LEAD_FORM_TEXTS.invalidChoice }), { error: LEAD_FORM_TEXTS.invalidChoice })
        .max(LEAD_CHOICES_MAX)
        .refine(
          (values) => values.every((value) => field.options.includes(value)),
          LEAD_FORM_TEXTS.invalidChoice,
        )
        .transform((values) => [...new Set(values)]);
  }
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The schema of a submission's answers to `fields`: each answer by its field's key, typed (a number
 * as a number, a checkbox as a boolean, choices among the options); a blank answer to an optional
 * field is left out, to a required one is "Required" (a required checkbox must be checked). Keys that
 * are no field's are dropped.
 */
export function leadAnswersSchema(fields: readonly LeadFormField[]) {
  return z.record(z.string(), z.unknown(), { error: 'Answers must be an object' }).transform((input, ctx) => {
    const answers: LeadAnswers = {};
    for (const field of fields) {
      const raw = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
      if (isBlank(raw) || (field.type === 'checkbox' && raw === false && field.required)) {
        if (field.required) {
          ctx.issues.push({
            code: 'custom',
            message: field.type === 'checkbox' ? LEAD_FORM_TEXTS.mustBeChecked : REQUIRED,
            path: [field.key],
            input: raw,
          });
        }
        continue;
      }
      const parsed = answerSchema(field).safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.issues.push({
            code: 'custom',
            message: issue.message,
            path: [field.key, ...issue.path],
            input: raw,
          });
        }
        continue;
      }
      answers[field.key] = parsed.data;
    }
    return answers;
  });
}

/** The form as the public page gets it: what to show, and the spam checks' tokens. */
export const ZPublicLeadForm = z.object({
  slug: z.string(),
  name: z.string(),
  intro: z.string().nullable(),
  fields: z.array(ZLeadFormField),
  companyName: z.string(),
  /** The company's logo (an address), shown above the form; null for none. */
  logoUrl: z.string().nullable(),
  /** The proof-of-work challenge (ALTCHA, SHA-256) the page solves before it sends. */
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  }),
  /** A signed time the form was handed out; sent back with the submission. */
  formToken: z.string(),
  /** The name of the field a person never fills (hidden from people, filled by bots). */
  honeypotField: z.string(),
});
export type PublicLeadForm = z.infer<typeof ZPublicLeadForm>;

/** The honeypot's field name: a name bots fill in eagerly. */
export const HONEYPOT_FIELD = 'website';

const trackingText = (max: number) => z.string().max(max).nullish().catch(null);

export const ZLeadSubmissionInput = z.object({
  slug: z.string().max(LEAD_FORM_SLUG_MAX),
  /** The answers by field key; checked against the form's fields by the server. */
  answers: z.unknown(),
  /** The solved challenge: the ALTCHA widget's payload (base64 JSON of the challenge and solution). */
  altcha: z.string().max(4000).optional(),
  formToken: z.string().max(200).optional(),
  website: z.string().max(2000).optional(),
  utmSource: trackingText(200),
  utmMedium: trackingText(200),
  utmCampaign: trackingText(200),
  referrer: trackingText(2000),
  pageUrl: trackingText(2000),
});
export type LeadSubmissionInput = z.infer<typeof ZLeadSubmissionInput>;

/** What every submission gets back, a person's or a bot's alike. */
export const ZLeadSubmissionResult = z.object({
  received: z.literal(true),
  thankYouMessage: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type LeadSubmissionResult = z.infer<typeof ZLeadSubmissionResult>;
