import { attachableDocuments, type EmailsQuery, emailsPage } from '@app/db';
import {
  emailTemplateById,
  mergeEvent,
  mergeInvoice,
} from '@app/db/email-templates/email-templates.repository.ts';
import { EMAIL_ATTACHMENTS_BYTES_MAX, type EmailCreateInput, emailCreateIssues } from '@app/domain';
import { TRPCError } from '@trpc/server';
import { AppError } from '../../lib/app-error.ts';
import { FieldIssuesError } from '../../lib/errors.ts';
import type { MailingContext, ServiceContext } from '../context.ts';
import { mergeValues } from '../email-templates/merge-values.ts';
import { renderTemplate } from '../email-templates/render.ts';
import { emailAnswer } from './cancel.ts';

/**
 * A message staff write to a client (about an event or an invoice), with documents attached: its own
 * subject and HTML, or an e-mail template's merged against the client, event and invoice named (links
 * start with `origin`). Its HTML is cleaned of anything but formatting before it is stored (the outbox
 * does it) and again when sent.
 */
export async function createEmail(ctx: MailingContext, input: EmailCreateInput, origin: string) {
  const { db, user, outbox } = ctx;
  const issues = emailCreateIssues(input);
  if (issues.length > 0)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: issues[0]!.message,
      cause: new FieldIssuesError(issues),
    });
  const documentIds = [...new Set(input.documentIds ?? [])];
  const documents = await attachableDocuments(db, documentIds);
  if (documents.some((d) => d === null)) throw new AppError('EMAIL_DOCUMENT_NOT_FOUND');
  // A client's documents go only in a message about that client (the company's own go anywhere):
  // an id typed by mistake must not send one client's contract to another.
  const clientId = await messageClientId(db, input);
  if (documents.some((d) => d?.clientId != null && d.clientId !== clientId))
    throw new AppError('EMAIL_DOCUMENT_OF_ANOTHER_CLIENT');
  const bytes = documents.reduce((sum, d) => sum + (d?.sizeBytes ?? 0), 0);
  if (bytes > EMAIL_ATTACHMENTS_BYTES_MAX) throw new AppError('EMAIL_ATTACHMENTS_TOO_LARGE');
  const message =
    input.templateId != null
      ? await fromTemplate(db, input.templateId, input, origin)
      : { subject: input.subject!, html: input.html! };
  const id = await outbox.queue(db, {
    to: input.to,
    ...message,
    clientId: input.clientId ?? null,
    eventId: input.eventId ?? null,
    invoiceId: input.invoiceId ?? null,
    createdBy: user.id,
    documentIds,
  });
  return emailAnswer(db, id);
}

/** The client a message is about: the one named, else the event's, else the invoice's. */
async function messageClientId(
  db: ServiceContext['db'],
  records: Pick<EmailCreateInput, 'clientId' | 'eventId' | 'invoiceId'>,
): Promise<number | null> {
  if (records.clientId != null) return records.clientId;
  if (records.eventId != null) return (await mergeEvent(db, records.eventId))?.clientId ?? null;
  if (records.invoiceId != null) return (await mergeInvoice(db, records.invoiceId))?.clientId ?? null;
  return null;
}

/** The subject, HTML and text of template `templateId` merged against the input's records. */
async function fromTemplate(
  db: ServiceContext['db'],
  templateId: number,
  records: Pick<EmailCreateInput, 'clientId' | 'eventId' | 'invoiceId'>,
  origin: string,
) {
  const template = await emailTemplateById(db, templateId);
  if (!template) throw new AppError('EMAIL_TEMPLATE_UNKNOWN');
  const values = await mergeValues(db, records, {
    origin,
    missing: (kind) => new AppError('EMAIL_RECORD_UNKNOWN', kind),
  });
  const merged = renderTemplate(template, values);
  if (merged.subject === '') throw new AppError('EMAIL_TEMPLATE_EMPTY_SUBJECT');
  return merged;
}

/** A page of the outbox. */
export function listEmails({ db }: Pick<ServiceContext, 'db'>, query: EmailsQuery) {
  return emailsPage(db, query);
}
