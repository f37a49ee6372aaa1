import {
  campaignByTrackingCode,
  companyBrand,
  type Database,
  insertLead,
  insertLeadActivity,
  type JsonObject,
  type Kysely,
  type LeadFormsTable,
  lockLeadEmail,
  notifyOnce,
  openLeadByEmail,
  publishedLeadForm,
  type Selectable,
  updateLead,
} from '@app/db';
import { emailTemplateById } from '@app/db/email-templates/email-templates.repository.ts';
import {
  HONEYPOT_FIELD,
  LEAD_TEXTS,
  type LeadAnswers,
  type LeadFormField,
  type LeadSubmissionInput,
  type LeadSubmissionResult,
  leadAnswersSchema,
  type PublicLeadForm,
  ZLeadFormField,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { FieldIssuesError } from '../../lib/errors.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { renderTemplate } from '../email-templates/render.ts';
import { inTransaction } from '../transaction.ts';
import { challengeSolved, formTokenGood, newChallenge, newFormToken, type SpamSecrets } from './spam.ts';

type FormRow = Selectable<LeadFormsTable>;

/** The public face's context: no user; the secrets sign the spam checks' tokens. */
export type PublicFormContext = {
  db: Kysely<Database>;
  outbox: Outbox;
  spam: SpamSecrets;
};

/** A form's stored fields, as the domain types them (a field stored by an older shape is left out). */
export function formFields(row: Pick<FormRow, 'fields'>): LeadFormField[] {
  const parsed = z.array(z.unknown()).safeParse(row.fields);
  if (!parsed.success) return [];
  return parsed.data.flatMap((field) => {
    const one = ZLeadFormField.safeParse(field);
    return one.success ? [one.data] : [];
  });
}

async function publishedForm(db: PublicFormContext['db'], slug: string) {
  const form = await publishedLeadForm(db, slug);
  if (!form) throw new AppError('LEAD_FORM_NOT_FOUND');
  return form;
}

/** A published form's definition, a fresh challenge and a fresh form token. */
export async function publicLeadForm(ctx: PublicFormContext, slug: string): Promise<PublicLeadForm> {
  const form = await publishedForm(ctx.db, slug);
  const { companyName, logoUrl } = await companyBrand(ctx.db);
  const challenge = await newChallenge(ctx.spam, form.slug);
  return {
    slug: form.slug,
    name: form.name,
    intro: form.intro,
    fields: formFields(form),
    companyName: companyName ?? '',
    logoUrl,
    challenge: {
      parameters: { ...challenge.parameters },
      ...(challenge.signature ? { signature: challenge.signature } : {}),
    },
    formToken: newFormToken(ctx.spam, form.slug),
    honeypotField: HONEYPOT_FIELD,
  };
}

/** The lead columns the standard fields fill. */
function standardColumns(answers: LeadAnswers) {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string) : undefined);
  const guests = answers.guestCount;
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    eventType: text('eventType'),
    eventDate: text('eventDate'),
    guestCount: typeof guests === 'number' ? guests : undefined,
    budget: text('budget'),
    venue: text('venue'),
    message: text('message'),
  };
}

const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * A submission of a public form. Every bot (honeypot filled, sent sooner than a person could, no or a
 * wrong or a used challenge, a forged or expired form token) gets the very answer a person gets, and
 * nothing is written. A person's answers that break the form's rules are a 400 naming each field. A
 * person's submission joins the open lead of the same address (its answers merged, newest winning)
 * or makes a new lead in the form's stage; either way the timeline records it, and in the same
 * transaction the auto-reply (from the form's e-mail template) goes to the outbox and staff are told.
 */
export async function submitLeadForm(
  ctx: PublicFormContext,
  input: LeadSubmissionInput,
): Promise<LeadSubmissionResult> {
  const form = await publishedForm(ctx.db, input.slug);
  const answer: LeadSubmissionResult = {
    received: true,
    thankYouMessage: form.redirectUrl ? null : form.thankYouMessage,
    redirectUrl: form.redirectUrl,
  };
  if (input.website?.trim()) return answer;
  if (!formTokenGood(ctx.spam, form.slug, input.formToken)) return answer;

  const parsed = leadAnswersSchema(formFields(form)).safeParse(input.answers ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['answers', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: issues[0]?.message ?? 'Invalid input',
      cause: new FieldIssuesError(issues),
    });
  }
  const answers = parsed.data;
  const columns = standardColumns(answers);
  if (!columns.name || !columns.email) return answer;
  const email = columns.email;
  const name = columns.name;

  await inTransaction(ctx.db, async (trx) => {
    if (!(await challengeSolved(trx, ctx.spam, form.slug, input.altcha))) return;
    await lockLeadEmail(trx, email);
    const campaign = input.utmCampaign ? await campaignByTrackingCode(trx, input.utmCampaign) : undefined;
    const tracking = {
      utmSource: input.utmSource ?? null,
      utmMedium: input.utmMedium ?? null,
      utmCampaign: input.utmCampaign ?? null,
      referrer: input.referrer ?? null,
      pageUrl: input.pageUrl ?? null,
    };
    const open = await openLeadByEmail(trx, email);
    const lead = open
      ? await updateLead(trx, open.id, {
          ...defined({ ...columns, name, email }),
          answers: JSON.stringify({ ...(open.answers as JsonObject), ...answers }),
          campaignId: open.campaignId ?? campaign?.id ?? null,
          ...defined({
            utmSource: input.utmSource ?? undefined,
            utmMedium: input.utmMedium ?? undefined,
            utmCampaign: input.utmCampaign ?? undefined,
            referrer: input.referrer ?? undefined,
            pageUrl: input.pageUrl ?? undefined,
          }),
        })
      : await insertLead(trx, {
          ...columns,
          name,
          email,
          stageId: form.stageId,
          source: 'form',
          formId: form.id,
          answers: JSON.stringify(answers),
          campaignId: campaign?.id ?? null,
          ...tracking,
        });
    if (!lead) return;
    await insertLeadActivity(trx, {
      leadId: lead.id,
      kind: 'submission',
      details: JSON.stringify({ formId: form.id, formName: form.name, answers, ...tracking }),
    });
    const { companyName } = await companyBrand(trx);
    const template = form.emailTemplateId ? await emailTemplateById(trx, form.emailTemplateId) : undefined;
    if (template) {
      const merged = renderTemplate(template, {
        'client.contactName': name,
        'client.name': name,
        'company.name': companyName,
      });
      const emailId = await ctx.outbox.queue(trx, {
        to: email,
        subject: merged.subject,
        html: merged.html,
        text: merged.text,
      });
      await insertLeadActivity(trx, { leadId: lead.id, kind: 'email', body: merged.subject, emailId });
    }
    await notifyOnce(trx, {
      type: 'lead',
      title: LEAD_TEXTS.staffNotificationTitle,
      message: LEAD_TEXTS.staffNotificationMessage(name, form.name),
      priority: 'normal',
      relatedId: lead.id,
      relatedType: 'lead',
      actionUrl: `/leads/${lead.id}`,
      dedupeKey: `lead-submission:${lead.id}:${Date.now()}:${Math.random().toString(36).slice(2)}`,
    });
  });
  return answer;
}
