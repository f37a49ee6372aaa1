import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { type Database, invoicePdfSource, type Kysely } from '@app/db';
import { formatDate, formatMoney, type InvoiceStatus } from '@app/domain';
import { LRUCache } from 'lru-cache';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { LOGO_BOX, pdfLogo } from './company-logo.ts';
import { safeFileName } from './file-check.ts';

/*
 * An invoice as a PDF, drawn on the server with pdf-lib: a pure-JavaScript library (no native
 * build, no headless browser) that writes PDFs with the 14 standard fonts and embeds PNG and JPEG images,
 * which is all an invoice needs. pdfmake would bring a layout engine on top of the same primitives and
 * ships Roboto fonts to embed; drawing the one layout here keeps the bytes small and every line in view.
 *
 * What it prints: the company's logo, name, address and phone; the number, dates and status; the client
 * and the event; the lines (long descriptions wrap, the table goes on over as many pages as it needs,
 * its header again on each); the figures; payment terms, instructions and notes. Money is printed from
 * the decimal strings as they are stored (formatMoney formats the string itself, never a float).
 *
 * The standard fonts encode WinAnsi (Latin-1 and a few more) only: any other character (an emoji, Chinese)
 * is printed as '?', so no text a client or staff typed can make the build fail.
 */

export type InvoicePdfLine = {
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  amount: string;
};

export type InvoicePdfInput = {
  invoice: {
    id: number;
    number: string | null;
    status: InvoiceStatus;
    overdue: boolean;
    issueDate: string | null;
    dueDate: string;
    paymentTerms: string | null;
    notes: string | null;
    voidReason: string | null;
    discount: string;
    subtotal: string;
    tax: string;
    total: string;
    paid: string;
    balance: string;
    items: readonly InvoicePdfLine[];
    /** The PDF's creation and change dates (else now): the same invoice then gives the same bytes. */
    /** ISO 8601. */
    sentAt?: string | null;
    createdAt?: string;
    updatedAt?: string;
  };
  client: {
    name: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
  };
  event: { name: string; date: string } | null;
  company: {
    name: string | null;
    address: string | null;
    phone: string | null;
    /** Small: pdf-lib decodes a PNG on the event loop (invoicePdf passes the copy scaled for print). */
    logo: { mimeType: string; content: Uint8Array } | null;
  };
};

/** The download's file name: the number ('INV-2026-0001.pdf'), or 'invoice-draft-<id>.pdf' for a draft. */
export function invoicePdfFileName(invoice: { id: number; number: string | null }): string {
  return invoice.number ? safeFileName(`${invoice.number}.pdf`) : `invoice-draft-${invoice.id}.pdf`;
}

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

// US Letter, in points.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = PAGE_HEIGHT - MARGIN;
/** The lowest a line of content goes: below it is the footer. */
const BOTTOM = MARGIN + 24;
const BODY_SIZE = 10;
const SMALL_SIZE = 8;
const LINE_HEIGHT = 13;
const CELL_PADDING = 4;
/** The most lines one text of the head (a name, an address) takes. */
const HEAD_LINES_MAX = 4;

const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);
const HEADER_FILL = rgb(0.93, 0.94, 0.96);

/** The lines table: description wraps, the figures are right-aligned. */
const COLUMNS = [
  { key: 'description', title: 'Description', width: 232, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 50, align: 'right' },
  { key: 'unitPrice', title: 'Unit price', width: 85, align: 'right' },
  { key: 'taxRate', title: 'Tax', width: 55, align: 'right' },
  { key: 'amount', title: 'Amount', width: 90, align: 'right' },
] as const satisfies ReadonlyArray<{
  key: keyof InvoicePdfLine;
  title: string;
  width: number;
  align: string;
}>;

/** '1000.00' -> '1,000', '2.50' -> '2.5': a decimal string shown without its trailing zeros, exactly. */
export function plainDecimal(value: string, group = true): string {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const digits = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

/**
 * Makes text printable in a standard font: characters the font's encoding lacks become '?', tabs
 * spaces, other control characters go. Composed first (NFC), so 'é' typed as e + accent stays 'é'.
 */
function printableText(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) => {
    let out = '';
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || char === ' ') out += char;
      else if (char === '\t') out += ' ';
      else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
      else out += known.has(code) ? char : '?';
    }
    return out;
  };
}

/**
 * Breaks printable text into lines no wider than `width`: at spaces, and inside a word only when the
 * word alone is wider. Line breaks in the text are kept; an empty text is one empty line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        // The longest start of the word that fits (one character at least, so this always ends).
        let end = 1;
        let used = font.widthOfTextAtSize(rest.charAt(0), size);
        while (end < rest.length) {
          const next = font.widthOfTextAtSize(rest.charAt(end), size);
          if (used + next > width) break;
          used += next;
          end++;
        }
        lines.push(rest.slice(0, end));
        rest = rest.slice(end);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; clean: (text: string) => string };
type TextOptions = { size?: number; bold?: boolean; color?: typeof INK };

/** Where the next line goes, on which page; `newPage` adds one (and the table header when in the table). */
type Cursor = { page: PDFPage; y: number; inTable: boolean };

class InvoiceLayout {
  readonly cursor: Cursor;
  private readonly pdf: PDFDocument;
  private readonly fonts: Fonts;
  /** Across every page of a draft or a void invoice, under the content: 'DRAFT', 'VOID'. */
  private readonly mark: string | null;

  constructor(pdf: PDFDocument, fonts: Fonts, mark: string | null) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.mark = mark;
    this.cursor = { page: this.addPage(), y: TOP, inTable: false };
  }

  private addPage() {
    const page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (this.mark) {
      page.drawText(this.mark, {
        x: 150,
        y: 250,
        size: 110,
        font: this.fonts.bold,
        color: rgb(0.85, 0.85, 0.85),
        rotate: degrees(35),
      });
    }
    return page;
  }

  newPage() {
    this.cursor.page = this.addPage();
    this.cursor.y = TOP;
    if (this.cursor.inTable) this.tableHeader();
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number) {
    if (this.cursor.y - height < BOTTOM) this.newPage();
  }

  /** One line of text (made printable here too: nothing drawn can fail on a character). */
  text(text: string, x: number, y: number, options: TextOptions = {}) {
    this.cursor.page.drawText(this.fonts.clean(text), {
      x,
      y,
      size: options.size ?? BODY_SIZE,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
  }

  /** Text whose right edge is at `right`. */
  textRight(text: string, right: number, y: number, options: TextOptions = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = font.widthOfTextAtSize(this.fonts.clean(text), options.size ?? BODY_SIZE);
    this.text(text, right - width, y, options);
  }

  /**
   * Wrapped lines of text in a column of the page's head, starting at `y`; answers the y below them. At
   * most `maxLines` (the rest cut with '...'), so a very long address cannot push the head off the page.
   */
  block(
    text: string,
    x: number,
    y: number,
    width: number,
    options: TextOptions & { maxLines?: number } = {},
  ) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? BODY_SIZE;
    const maxLines = options.maxLines ?? HEAD_LINES_MAX;
    const lines = wrapText(this.fonts.clean(text), font, size, width);
    if (lines.length > maxLines) {
      lines.length = maxLines;
      lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, -3)}...`;
    }
    let at = y;
    for (const line of lines) {
      this.text(line, x, at, options);
      at -= size + 3;
    }
    return at;
  }

  /** A paragraph across the full width that goes on to the next page when it must. */
  paragraph(text: string) {
    for (const line of wrapText(this.fonts.clean(text), this.fonts.regular, BODY_SIZE, CONTENT_WIDTH)) {
      this.ensure(LINE_HEIGHT);
      this.text(line, MARGIN, this.cursor.y - BODY_SIZE);
      this.cursor.y -= LINE_HEIGHT;
    }
  }

  heading(text: string) {
    this.ensure(LINE_HEIGHT * 3);
    this.cursor.y -= 8;
    this.text(text, MARGIN, this.cursor.y - 11, { size: 11, bold: true });
    this.cursor.y -= LINE_HEIGHT + 4;
  }

  tableHeader() {
    const height = LINE_HEIGHT + 2 * CELL_PADDING;
    const top = this.cursor.y;
    this.cursor.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      color: HEADER_FILL,
    });
    let x = MARGIN;
    for (const column of COLUMNS) {
      const baseline = top - CELL_PADDING - 9;
      if (column.align === 'right')
        this.textRight(column.title, x + column.width - CELL_PADDING, baseline, { size: 9, bold: true });
      else this.text(column.title, x + CELL_PADDING, baseline, { size: 9, bold: true });
      x += column.width;
    }
    this.cursor.y = top - height;
  }

  /**
   * One line of the invoice: its description wrapped in its column, the figures on its first line. A
   * description longer than the rest of the page goes on on the next (below the table header again).
   */
  tableRow(line: InvoicePdfLine) {
    const descriptionWidth = COLUMNS[0].width - 2 * CELL_PADDING;
    const wrapped = wrapText(
      this.fonts.clean(line.description),
      this.fonts.regular,
      BODY_SIZE,
      descriptionWidth,
    );
    const figures: Record<Exclude<keyof InvoicePdfLine, 'description'>, string> = {
      quantity: plainDecimal(line.quantity),
      unitPrice: formatMoney(line.unitPrice),
      taxRate: `${plainDecimal(line.taxRate, false)}%`,
      amount: formatMoney(line.amount),
    };
    // A row that fits on a page of its own is not split: it starts on the next page instead.
    const height = wrapped.length * LINE_HEIGHT + 2 * CELL_PADDING;
    const fullPage = TOP - BOTTOM - (LINE_HEIGHT + 2 * CELL_PADDING);
    if (height <= fullPage) this.ensure(height);
    let next = 0;
    let first = true;
    while (next < wrapped.length || first) {
      this.ensure(LINE_HEIGHT + 2 * CELL_PADDING);
      const top = this.cursor.y;
      const room = Math.max(1, Math.floor((top - BOTTOM - 2 * CELL_PADDING) / LINE_HEIGHT));
      const chunk = wrapped.slice(next, next + room);
      // The description first, so a reader of the text finds it whole, then the figures.
      chunk.forEach((text, index) => {
        this.text(text, MARGIN + CELL_PADDING, top - CELL_PADDING - 9 - index * LINE_HEIGHT);
      });
      if (first) {
        let x = MARGIN + COLUMNS[0].width;
        for (const column of COLUMNS.slice(1)) {
          const key = column.key as keyof typeof figures;
          this.textRight(figures[key], x + column.width - CELL_PADDING, top - CELL_PADDING - 9);
          x += column.width;
        }
      }
      const bottom = top - Math.max(1, chunk.length) * LINE_HEIGHT - 2 * CELL_PADDING;
      this.cursor.page.drawLine({
        start: { x: MARGIN, y: bottom },
        end: { x: MARGIN + CONTENT_WIDTH, y: bottom },
        thickness: 0.5,
        color: RULE,
      });
      this.cursor.y = bottom;
      next += chunk.length;
      first = false;
      if (next < wrapped.length) this.newPage();
    }
  }
}

async function embedLogo(
  pdf: PDFDocument,
  logo: InvoicePdfInput['company']['logo'],
): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    if (logo.mimeType === 'image/png') return await pdf.embedPng(logo.content);
    if (logo.mimeType === 'image/jpeg') return await pdf.embedJpg(logo.content);
  } catch {
    // A logo pdf-lib cannot read is left out rather than failing the invoice.
  }
  return null;
}

function statusText(invoice: InvoicePdfInput['invoice']): string {
  const label = STATUS_LABELS[invoice.status];
  return invoice.overdue ? `${label}, overdue` : label;
}

/** What the client should do, by the invoice's state: the number is the reference to quote. */
function paymentInstructions(invoice: InvoicePdfInput['invoice']): string {
  if (!invoice.number) return 'This is a draft: it has no number yet and asks for no payment.';
  if (invoice.status === 'void')
    return `Invoice ${invoice.number} was voided${invoice.voidReason ? ` (${invoice.voidReason})` : ''}: nothing is due on it.`;
  if (invoice.status === 'paid') return `Invoice ${invoice.number} is paid in full. Thank you.`;
  return `Please pay ${formatMoney(invoice.balance)} by ${formatDate(invoice.dueDate)}, quoting ${invoice.number} as the payment reference.`;
}

/** The invoice's PDF bytes. */
export async function buildInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { invoice, client, event, company } = input;
  const pdf = await PDFDocument.create();
  const title = invoice.number ? `Invoice ${invoice.number}` : `Draft invoice ${invoice.id}`;
  const companyName = company.name?.trim() || 'EventFlow';
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Helvetica and Helvetica-Bold share their encoding: one check serves both.
  const clean = printableText(regular);
  pdf.setTitle(clean(title));
  pdf.setAuthor(clean(companyName));
  pdf.setCreator('EventFlow');
  pdf.setProducer('EventFlow (pdf-lib)');
  const created = invoice.sentAt ?? invoice.createdAt;
  if (created) pdf.setCreationDate(new Date(created));
  if (invoice.updatedAt) pdf.setModificationDate(new Date(invoice.updatedAt));
  const logo = await embedLogo(pdf, company.logo);
  // The drawing is plain JavaScript on the event loop: it gives way between its parts (pdf-lib's save
  // does too, every 50 objects), so other requests are answered while several PDFs are made.
  await setImmediate();
  const mark = invoice.status === 'draft' ? 'DRAFT' : invoice.status === 'void' ? 'VOID' : null;
  const layout = new InvoiceLayout(pdf, { regular, bold, clean }, mark);
  const { cursor } = layout;

  // The company (left) and the invoice's number, dates and status (right).
  let left = TOP;
  if (logo) {
    const scale = Math.min(1, LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    const size = { width: logo.width * scale, height: logo.height * scale };
    cursor.page.drawImage(logo, { x: MARGIN, y: TOP - size.height, ...size });
    left -= size.height + 10;
  }
  left = layout.block(companyName, MARGIN, left - 14, 280, { size: 14, bold: true }) - 2;
  if (company.address) left = layout.block(company.address, MARGIN, left - BODY_SIZE, 280);
  if (company.phone) left = layout.block(`Phone: ${company.phone}`, MARGIN, left - BODY_SIZE, 280);

  const right = MARGIN + CONTENT_WIDTH;
  layout.textRight(invoice.number ? 'INVOICE' : 'DRAFT INVOICE', right, TOP - 22, { size: 22, bold: true });
  const facts: Array<[string, string]> = [
    ['Number', invoice.number ? clean(invoice.number) : 'DRAFT (not issued)'],
    ['Issue date', invoice.issueDate ? formatDate(invoice.issueDate) : 'Not issued yet'],
    ['Due date', formatDate(invoice.dueDate)],
    ['Status', statusText(invoice)],
  ];
  let rightY = TOP - 44;
  for (const [label, value] of facts) {
    layout.textRight(value, right, rightY, { bold: label === 'Number' });
    layout.textRight(`${label}:`, right - 150, rightY, { color: MUTED });
    rightY -= LINE_HEIGHT + 2;
  }

  // The client (left) and the event (right).
  cursor.y = Math.min(left, rightY) - 16;
  const partiesTop = cursor.y;
  layout.text('BILL TO', MARGIN, partiesTop - SMALL_SIZE, { size: SMALL_SIZE, bold: true, color: MUTED });
  let billTo = layout.block(client.name, MARGIN, partiesTop - SMALL_SIZE - 15, 280, { bold: true });
  for (const detail of [client.contactName, client.contactEmail, client.contactPhone, client.address])
    if (detail?.trim()) billTo = layout.block(detail, MARGIN, billTo, 280);
  let eventY = partiesTop;
  if (event) {
    const x = MARGIN + 310;
    layout.text('EVENT', x, partiesTop - SMALL_SIZE, { size: SMALL_SIZE, bold: true, color: MUTED });
    eventY = layout.block(event.name, x, partiesTop - SMALL_SIZE - 15, CONTENT_WIDTH - 310, { bold: true });
    eventY = layout.block(formatDate(event.date), x, eventY, CONTENT_WIDTH - 310);
  }
  cursor.y = Math.min(billTo, eventY) - 14;

  // The lines.
  layout.ensure(3 * LINE_HEIGHT);
  cursor.inTable = true;
  layout.tableHeader();
  for (const [index, line] of invoice.items.entries()) {
    layout.tableRow(line);
    if (index % 50 === 49) await setImmediate();
  }
  cursor.inTable = false;

  // The figures, right-aligned under the amounts.
  const discount = /[1-9]/.test(invoice.discount);
  const figures: Array<[string, string, boolean]> = [
    ['Subtotal', formatMoney(invoice.subtotal), false],
    ...(discount
      ? [['Discount', `-${formatMoney(invoice.discount)}`, false] as [string, string, boolean]]
      : []),
    ['Tax', formatMoney(invoice.tax), false],
    ['Total', formatMoney(invoice.total), true],
    ['Paid', formatMoney(invoice.paid), false],
    ['Balance due', formatMoney(invoice.balance), true],
  ];
  cursor.y -= 8;
  layout.ensure(figures.length * (LINE_HEIGHT + 3));
  for (const [label, value, strong] of figures) {
    layout.text(label, right - 200, cursor.y - BODY_SIZE, { bold: strong });
    layout.textRight(value, right - CELL_PADDING, cursor.y - BODY_SIZE, { bold: strong });
    cursor.y -= LINE_HEIGHT + 3;
  }

  // Terms, instructions and notes.
  layout.heading('Payment');
  if (invoice.paymentTerms?.trim()) layout.paragraph(`Payment terms: ${invoice.paymentTerms}`);
  layout.paragraph(paymentInstructions(invoice));
  if (invoice.notes?.trim()) {
    layout.heading('Notes');
    layout.paragraph(invoice.notes);
  }

  // Every page's footer: the company, the invoice, the page of how many.
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 12 },
      end: { x: right, y: MARGIN + 12 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(clean(companyName), {
      x: MARGIN,
      y: MARGIN,
      size: SMALL_SIZE,
      font: regular,
      color: MUTED,
    });
    const footer = `${clean(title)} - page ${index + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(footer, SMALL_SIZE);
    page.drawText(footer, { x: right - width, y: MARGIN, size: SMALL_SIZE, font: regular, color: MUTED });
  });
  await setImmediate();
  return pdf.save();
}

/**
 * PDFs made lately, by a digest of everything they print: the same invoice asked for again (a client
 * in their portal may ask at will) is answered without drawing it again, and asks at the same time wait
 * for one drawing. Any change to what the PDF prints (a payment, the client's name, the settings, the
 * day it becomes overdue) changes the digest, so a kept PDF is never stale.
 */
const madePdfs = new LRUCache<string, Uint8Array, InvoicePdfInput>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
  fetchMethod: (_digest, _stale, { context }) => buildInvoicePdf(context),
});

/**
 * The PDF of invoice `id` as it stands now, with its download name; undefined when there is no such
 * invoice. The logo drawn is its copy scaled once for print (lib/company-logo.ts), never the upload.
 */
export async function invoicePdf(db: Kysely<Database>, id: number) {
  const source = await invoicePdfSource(db, id);
  if (!source) return undefined;
  const input = { ...source, company: { ...source.company, logo: await pdfLogo(db, source.company.logo) } };
  // The logo by its stored file's id: the file never changes, and its scaled copy follows from it.
  const digest = createHash('sha256').update(JSON.stringify(source)).digest('base64url');
  const bytes = await madePdfs.fetch(digest, { context: input });
  return {
    invoice: source.invoice,
    client: source.client,
    companyName: source.company.name,
    fileName: invoicePdfFileName(source.invoice),
    bytes: bytes ?? (await buildInvoicePdf(input)),
  };
}
