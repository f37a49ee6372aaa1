import type { Database, Kysely } from '@app/db';
import { emailTemplateInUse } from '@app/db/email-templates/email-templates.repository.ts';
import type {
  EmailTemplateInUsePurpose,
  MergedEmail,
  MergeRecords,
} from '@app/domain/email-templates/email-template.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { emailText, paragraphs } from '../../mail/html.ts';
import type { MergeValues } from '../../mail/merge.ts';
import { mergeValues } from './merge-values.ts';
import { renderTemplate } from './render.ts';

/**
 * One of the product's own e-mails (an invoice sent, a receipt, a reminder) written from the template
 * in use for its purpose, merged against its records; undefined when none is in use (the product's
 * built-in text is used), or when the merged subject comes out empty (a template whose subject is
 * only fields the record lacks: better the built-in text than a message without a subject). Links
 * start with `origin`; without one (a job, no PUBLIC_URL) `{{portal.link}}` is empty.
 */
export async function productEmailFromTemplate(
  db: Kysely<Database>,
  purpose: EmailTemplateInUsePurpose,
  records: MergeRecords,
  options: { origin: string | undefined; extra?: MergeValues },
): Promise<MergedEmail | undefined> {
  const template = await emailTemplateInUse(db, purpose);
  if (!template) return undefined;
  const merged = await mergedEmail(db, template, records, options.origin, options.extra);
  return merged.subject === '' ? undefined : merged;
}

/**
 * A template merged against the records as one of the product's e-mails: the records exist (the
 * product names them), so one missing is a bug, not a user's mistake.
 */
export async function mergedEmail(
  db: Kysely<Database>,
  template: { subject: string; html: string },
  records: MergeRecords,
  origin: string | undefined,
  extra: MergeValues = {},
): Promise<MergedEmail> {
  const values = await mergeValues(db, records, {
    origin,
    missing: (kind) => new AppError('EMAIL_RECORD_UNKNOWN', kind),
  });
  return renderTemplate(template, { ...values, ...extra });
}

/** Staff's own words (plain text, escaped) above a merged message, in both its parts. */
export function withMessage(email: MergedEmail, message: string | null | undefined): MergedEmail {
  const words = message?.trim();
  if (!words) return email;
  const html = `${paragraphs(words)}\n${email.html}`;
  return { subject: email.subject, html, text: emailText(html) };
}
