import { emailTemplateById } from '@app/db/email-templates/email-templates.repository.ts';
import type {
  EmailTemplateDraftPreviewInput,
  EmailTemplatePreviewInput,
  MergedEmail,
  MergeRecords,
} from '@app/domain/email-templates/email-template.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeEmailHtml } from '../../mail/html.ts';
import type { ServiceContext } from '../context.ts';
import { type MergeRecordKind, mergeValues } from './merge-values.ts';
import { renderTemplate } from './render.ts';

const NOT_FOUND = {
  client: 'MERGE_CLIENT_NOT_FOUND',
  event: 'MERGE_EVENT_NOT_FOUND',
  invoice: 'MERGE_INVOICE_NOT_FOUND',
} as const satisfies Record<MergeRecordKind, string>;

/**
 * A template merged against real records, as an e-mail written from it would read (nothing is sent or
 * stored). Links start with `origin` (lib/link-origin.ts).
 */
export async function previewEmailTemplate(
  { db }: Pick<ServiceContext, 'db'>,
  input: EmailTemplatePreviewInput,
  origin: string,
): Promise<MergedEmail> {
  const template = await emailTemplateById(db, input.id);
  if (!template) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
  return renderTemplate(template, await previewValues(db, input, origin));
}

/**
 * A subject and body not saved yet (the editor's) merged the same way: the body cleaned first, as it
 * would be stored.
 */
export async function previewEmailTemplateDraft(
  { db }: Pick<ServiceContext, 'db'>,
  input: EmailTemplateDraftPreviewInput,
  origin: string,
): Promise<MergedEmail> {
  const template = { subject: input.subject, html: sanitizeEmailHtml(input.html) };
  return renderTemplate(template, await previewValues(db, input, origin));
}

function previewValues(db: ServiceContext['db'], records: MergeRecords, origin: string) {
  return mergeValues(db, records, { origin, missing: (kind) => new AppError(NOT_FOUND[kind]) });
}
