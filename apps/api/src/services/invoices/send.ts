import { companyTodayDate, fileInvoiceDocument, issueInvoice, lockInvoice } from '@app/db';
import {
  clientHasOpenPortal,
  emailTemplateById,
} from '@app/db/email-templates/email-templates.repository.ts';
import { formatFileSize } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { invoicePdf } from '../../lib/invoice-pdf.ts';
import type { MailingContext } from '../context.ts';
import { portalLink } from '../email-templates/merge-values.ts';
import { mergedEmail, productEmailFromTemplate, withMessage } from '../email-templates/product-email.ts';
import { invoiceAnswer } from './answer.ts';
import { invoiceEmail } from './invoice-email.ts';

/**
 * Issues a draft (its number, today's issue date in the company's time zone, status sent) and files its
 * PDF as a document (category 'invoices', named after its number, linked to the invoice, its client and
 * its event) in the same transaction, so an issue and its document commit or roll back together; and
 * queues the e-mail that carries it to the client: from the template `templateId` when one is chosen,
 * else from the template in use for invoices, else the built-in text; a link to the client's portal
 * when there is one (links start with `origin`).
 */
export async function sendInvoice(
  { db, user, outbox }: MailingContext,
  id: number,
  options: {
    to?: string | null | undefined;
    message?: string | null | undefined;
    templateId?: number | null | undefined;
  } = {},
  origin?: string,
) {
  const invoice = await lockInvoice(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'draft') throw new AppError('INVOICE_NOT_ISSUABLE');
  // Before anything changes: a wrong template issues nothing and sends nothing.
  const chosen = options.templateId != null ? await emailTemplateById(db, options.templateId) : undefined;
  if (options.templateId != null && !chosen) throw new AppError('EMAIL_TEMPLATE_UNKNOWN');
  await issueInvoice(db, id, await companyTodayDate(db));
  const pdf = await invoicePdf(db, id);
  if (!pdf?.invoice.number) throw new AppError('INVOICE_NOT_FOUND');
  const documentId = await fileInvoiceDocument(db, {
    invoiceId: id,
    number: pdf.invoice.number,
    clientId: pdf.invoice.clientId,
    eventId: pdf.invoice.eventId,
    pdf: pdf.bytes,
    fileSize: formatFileSize(pdf.bytes.length),
    uploadedBy: { id: user.id, username: user.username },
  });
  // The client gets it by e-mail, its PDF attached, written in this transaction: no mail for an issue
  // that rolls back. A client without an e-mail address gets none.
  const to = options.to ?? pdf.client.contactEmail?.trim();
  if (to) {
    const records = { invoiceId: id };
    const fromTemplate = chosen
      ? await mergedEmail(db, chosen, records, origin)
      : await productEmailFromTemplate(db, 'invoice', records, { origin });
    if (fromTemplate?.subject === '') throw new AppError('EMAIL_TEMPLATE_EMPTY_SUBJECT');
    const portal =
      origin && pdf.invoice.clientId && (await clientHasOpenPortal(db, pdf.invoice.clientId))
        ? portalLink(origin)
        : null;
    const message = fromTemplate
      ? withMessage(fromTemplate, options.message)
      : invoiceEmail({
          number: pdf.invoice.number,
          total: pdf.invoice.total,
          balance: pdf.invoice.balance,
          dueDate: pdf.invoice.dueDate,
          contactName: pdf.client.contactName,
          clientName: pdf.client.name,
          companyName: pdf.companyName,
          message: options.message ?? null,
          portalLink: portal,
        });
    await outbox.queue(db, {
      to,
      ...message,
      clientId: pdf.invoice.clientId,
      eventId: pdf.invoice.eventId,
      invoiceId: id,
      createdBy: user.id,
      documentIds: [documentId],
    });
  }
  return invoiceAnswer(db, id);
}
