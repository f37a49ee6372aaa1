// What an invoice's PDF shows, the client portal's invoices, and the document an issued invoice
// is filed as. The PDF itself is drawn by the API (apps/api/src/lib/invoice-pdf.ts); this reads and stores.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { companyLogoFile } from '../company-settings/company-settings.repository.ts';
import type { Database } from '../schema.ts';
import { invoiceById } from './invoices.repository.ts';

type Db = Kysely<Database>;

/**
 * Everything the invoice's PDF prints: the invoice with its lines and figures, the client, the event,
 * and the company's name, address, phone and logo. The logo is named, not read: its stored file (an
 * image uploaded as one, see companyLogoFile), whose bytes the API reads only to scale it once.
 * Undefined when there is no such invoice.
 */
export async function invoicePdfSource(db: Db, id: number) {
  const invoice = await invoiceById(db, id);
  if (!invoice) return undefined;
  const [client, event, company, logo] = await Promise.all([
    db
      .selectFrom('clients')
      .select(['name', 'contactName', 'contactEmail', 'contactPhone', 'address'])
      .where('id', '=', invoice.clientId)
      .executeTakeFirstOrThrow(),
    invoice.eventId === null
      ? undefined
      : db.selectFrom('events').select(['name', 'date']).where('id', '=', invoice.eventId).executeTakeFirst(),
    db.selectFrom('company_settings').select(['companyName', 'address', 'phone']).executeTakeFirst(),
    companyLogoFile(db),
  ]);
  return {
    invoice,
    client,
    event: event ?? null,
    company: {
      name: company?.companyName ?? null,
      address: company?.address ?? null,
      phone: company?.phone ?? null,
      logo: logo ?? null,
    },
  };
}

/** The issued (not draft) invoices of the portal's client: one query, scoped to the portal in its SQL. */
function portalInvoiceRows(db: Db, portalId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('client_portals as p', 'p.clientId', 'i.clientId')
    .leftJoin('events as e', 'e.id', 'i.eventId')
    .where('p.id', '=', portalId)
    .where('i.status', '<>', 'draft');
}

/** The portal client's issued invoices, newest first; drafts never, another client's never. */
export function portalInvoices(db: Db, portalId: number) {
  return portalInvoiceRows(db, portalId)
    .select([
      'i.id',
      'i.number',
      'i.status',
      sql<boolean>`i.status in ('sent', 'partially_paid') and i.due_date < company_today()`.as('overdue'),
      'i.issueDate',
      'i.dueDate',
      'i.total',
      'i.paid',
      sql<string>`(i.total - i.paid)::text`.as('balance'),
      'e.name as eventName',
    ])
    .$narrowType<{ number: string; issueDate: string; status: 'sent' | 'partially_paid' | 'paid' | 'void' }>()
    .orderBy('i.issueDate', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** Whether the invoice is one of the portal client's issued invoices (a draft or another's is not). */
export async function isPortalInvoice(db: Db, portalId: number, invoiceId: number): Promise<boolean> {
  const row = await portalInvoiceRows(db, portalId)
    .select('i.id')
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  return row !== undefined;
}

export type InvoiceDocument = {
  invoiceId: number;
  number: string;
  clientId: number;
  eventId: number | null;
  pdf: Uint8Array;
  /** As the Documents screen shows it ('22 KB'). */
  fileSize: string;
  /** The staff member who sent the invoice. */
  uploadedBy: { id: number; username: string };
};

/**
 * Files an issued invoice's PDF: the bytes as a stored file, and a document in category 'invoices'
 * named after the number, linked to the invoice, its client and its event. Runs in the caller's
 * transaction (the issue's), so an issue that rolls back files nothing. Answers the document's id.
 */
export async function fileInvoiceDocument(db: Db, document: InvoiceDocument): Promise<number> {
  const stored = await db
    .insertInto('stored_files')
    .values({
      originalName: `${document.number}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: document.pdf.length,
      content: document.pdf,
      purpose: 'document',
      uploadedBy: document.uploadedBy.id,
      storageName: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('documents')
    .values({
      name: `Invoice ${document.number}`,
      description: `The PDF of invoice ${document.number} as it was sent`,
      category: 'invoices',
      fileUrl: `/api/files/${stored.id}`,
      fileSize: document.fileSize,
      mimeType: 'application/pdf',
      uploadedBy: document.uploadedBy.username,
      uploadedByUserId: document.uploadedBy.id,
      fileId: stored.id,
      clientId: document.clientId,
      eventId: document.eventId,
      invoiceId: document.invoiceId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
