import type { Database, EmailTemplatesTable, Kysely, Selectable } from '@app/db';
import { releaseEmailTemplateInUse } from '@app/db/email-templates/email-templates.repository.ts';
import {
  canBeInUse,
  EMAIL_TEMPLATE_TEXTS,
  type EmailTemplateCreateInput,
  type EmailTemplatePurpose,
  type EmailTemplateUpdateInput,
} from '@app/domain/email-templates/email-template.schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { sanitizeEmailHtml } from '../../mail/html.ts';

/**
 * A template's HTML as it is stored: cleaned of everything but formatting and links (mail/html.ts), so
 * no script, event handler, style beyond text alignment or `javascript:` link is ever kept. A body that
 * holds nothing once cleaned is refused as missing.
 */
function storedHtml(html: string): string {
  const clean = sanitizeEmailHtml(html).trim();
  if (clean === '') throw fieldError('html', EMAIL_TEMPLATE_TEXTS.bodyRequired);
  return clean;
}

/**
 * A template marked in use for `purpose`: only a purpose the product sends may be, and the template
 * of that purpose in use until now is unmarked in the same transaction (one per purpose, as the
 * unique index keeps it), so marking another is all it takes to switch.
 */
async function takeInUse(db: Kysely<Database>, purpose: EmailTemplatePurpose | null, id: number | null) {
  if (!canBeInUse(purpose)) throw fieldError('inUse', EMAIL_TEMPLATE_TEXTS.inUseNotAllowed);
  await releaseEmailTemplateInUse(db, purpose, id);
}

/** A new template's columns. */
export async function newEmailTemplateValues(input: EmailTemplateCreateInput, db: Kysely<Database>) {
  const purpose = input.purpose ?? null;
  if (input.inUse) await takeInUse(db, purpose, null);
  return { ...input, purpose, inUse: input.inUse ?? false, html: storedHtml(input.html) };
}

/**
 * A template's changed columns (the fields sent). A template in use whose purpose changes is no
 * longer in use unless the change says so again.
 */
export async function changedEmailTemplateValues(
  input: Omit<EmailTemplateUpdateInput, 'version'>,
  existing: Selectable<EmailTemplatesTable>,
  db: Kysely<Database>,
) {
  const values = input.html === undefined ? { ...input } : { ...input, html: storedHtml(input.html) };
  const purpose = input.purpose !== undefined ? (input.purpose ?? null) : existing.purpose;
  const purposeChanged = purpose !== existing.purpose;
  const inUse = input.inUse ?? (purposeChanged ? false : existing.inUse);
  if (inUse && (input.inUse || purposeChanged)) await takeInUse(db, purpose, existing.id);
  return { ...values, inUse };
}
