import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  buildInvoicePdf,
  type InvoicePdfInput,
  type InvoicePdfLine,
  invoicePdfFileName,
  plainDecimal,
  wrapText,
} from './invoice-pdf.ts';

/** The text of each page, as an independent parser (pdf.js, through unpdf) reads it. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: false })).text;
}

function input(items: InvoicePdfLine[], changes: Partial<InvoicePdfInput['invoice']> = {}): InvoicePdfInput {
  return {
    invoice: {
      id: 7,
      number: 'INV-2026-0007',
      status: 'sent',
      overdue: false,
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      paymentTerms: 'Net 30',
      notes: null,
      voidReason: null,
      discount: '0.00',
      subtotal: '0.00',
      tax: '0.00',
      total: '0.00',
      paid: '0.00',
      balance: '0.00',
      items,
      ...changes,
    },
    client: {
      name: 'Lopez & Nguyen',
      contactName: 'Maya Lopez',
      contactEmail: 'maya@example.com',
      contactPhone: null,
      address: null,
    },
    event: null,
    company: { name: 'Golden Gate Events', address: null, phone: null, logo: null },
  };
}

const line = (description: string, amount = '7.00'): InvoicePdfLine => ({
  description,
  quantity: '1.00',
  unitPrice: amount,
  taxRate: '0.00',
  amount,
});

describe('invoice PDF layout', () => {
  it('goes on over further pages for 100 lines, the table header on each, every line once', async () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      line(`Item ${String(i + 1).padStart(3, '0')}`, `${i + 1}.25`),
    );
    const pages = await pagesOf(await buildInvoicePdf(input(items)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Description Qty Unit price Tax Amount');
      expect(page).toMatch(/Invoice INV-2026-0007 - page \d+ of \d+/);
    }
    const text = pages.join('\n');
    for (const [i, item] of items.entries()) {
      const amount = `$${i + 1}.25`;
      expect(text.split(`${item.description} 1 ${amount} 0% ${amount}\n`)).toHaveLength(2);
    }
  });

  it('wraps a long description in its column and carries it over a page break whole', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    const unbroken = 'x'.repeat(300);
    const pdf = await buildInvoicePdf(input([line(words.join(' ')), line(unbroken, '9.00')]));
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    const found = pages.join('\n').match(/w\d{4}/g) ?? [];
    expect(found).toEqual(words);
    // A word wider than the column is broken inside it, onto as many lines as it takes.
    const all = pages.join('\n');
    expect(all).not.toContain(unbroken);
    expect(all.replaceAll('\n', '')).toContain(unbroken);
  });

  it('prints characters its font cannot encode as ? instead of failing', async () => {
    const pdf = await buildInvoicePdf({
      ...input([line('Chairs 🎉 婚礼 rental'), line('Café crème\u0000\ttables')], {
        notes: 'Merci 😀',
      }),
      client: {
        name: '東京 Events',
        contactName: 'Zoë',
        contactEmail: 'zoe@example.com',
        contactPhone: null,
        address: 'Straße 1\nBerlin',
      },
      event: { name: 'Gala 🥂', date: '2027-06-12' },
      company: { name: 'Événements ✨', address: '1 Rue — Paris', phone: '☎ 555', logo: null },
    });
    const text = (await pagesOf(pdf)).join('\n');
    expect(text).toContain('Chairs ? ?? rental');
    expect(text).toContain('Café crème tables');
    expect(text).toContain('?? Events');
    expect(text).toContain('Straße 1');
    expect(text).toContain('Gala ?');
    expect(text).toContain('Événements ?');
    expect(text).toContain('1 Rue — Paris');
    expect(text).toContain('Merci ?');
  });

  it('cuts a very long address in the head short rather than pushing the lines off the page', async () => {
    const base = input([line('Chairs')]);
    const address = Array.from({ length: 400 }, (_, i) => `street${i}`).join(' ');
    const pdf = await buildInvoicePdf({ ...base, client: { ...base.client, address } });
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('street0 ');
    expect(pages[0]).toContain('...');
    expect(pages[0]).not.toContain('street399');
    expect(pages[0]).toContain('Chairs 1 $7.00 0% $7.00');
  });

  it('prints every figure exactly as the decimal strings say', async () => {
    const pdf = await buildInvoicePdf(
      input(
        [
          {
            description: 'Chairs',
            quantity: '1234.50',
            unitPrice: '0.10',
            taxRate: '8.25',
            amount: '123.45',
          },
        ],
        {
          discount: '0.05',
          subtotal: '123.45',
          tax: '10.18',
          total: '133.58',
          paid: '33.58',
          balance: '100.00',
          status: 'partially_paid',
          overdue: true,
        },
      ),
    );
    const text = (await pagesOf(pdf)).join('\n');
    expect(text).toContain('Chairs 1,234.5 $0.10 8.25% $123.45');
    for (const figure of [
      'Subtotal $123.45',
      'Discount -$0.05',
      'Tax $10.18',
      'Total $133.58',
      'Paid $33.58',
      'Balance due $100.00',
    ])
      expect(text).toContain(figure);
    expect(text).toContain('Partially paid, overdue');
    expect(text).toContain('Payment terms: Net 30');
    expect(text).toContain('quoting INV-2026-0007 as the payment reference');
  });

  it('marks a draft and names its file after its id; an issued one after its number', async () => {
    const draft = input([line('Chairs')], { number: null, status: 'draft', issueDate: null });
    const text = (await pagesOf(await buildInvoicePdf(draft))).join('\n');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Not issued yet');
    expect(invoicePdfFileName(draft.invoice)).toBe('invoice-draft-7.pdf');
    expect(invoicePdfFileName({ id: 7, number: 'INV-2026-0007' })).toBe('INV-2026-0007.pdf');
  });

  it('draws a PNG or JPEG logo and leaves out one it cannot read', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const withLogo = (logo: InvoicePdfInput['company']['logo']) => {
      const base = input([line('Chairs')]);
      return buildInvoicePdf({ ...base, company: { ...base.company, logo } });
    };
    const plain = await withLogo(null);
    const drawn = await withLogo({ mimeType: 'image/png', content: png });
    expect(drawn.length).toBeGreaterThan(plain.length);
    for (const logo of [
      { mimeType: 'image/png', content: Buffer.from('not a png') },
      { mimeType: 'image/jpeg', content: Buffer.from('not a jpeg') },
      { mimeType: 'image/gif', content: Buffer.from('GIF89a') },
    ]) {
      const pages = await pagesOf(await withLogo(logo));
      expect(pages.join('\n')).toContain('Golden Gate Events');
    }
  });
});

describe('wrapText and plainDecimal', () => {
  it('breaks at spaces within the width, inside a word only when it alone is wider', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('one two three four five six seven\n\neight', font, 10, 60);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe('one two three four five six seven eight');
    expect(lines).toContain('');
    const broken = wrapText('W'.repeat(40), font, 10, 50);
    expect(broken.length).toBeGreaterThan(1);
    expect(broken.join('')).toBe('W'.repeat(40));
    expect(wrapText('', font, 10, 50)).toEqual(['']);
  });

  it('shows decimals without trailing zeros, grouped, never through a float', () => {
    expect(plainDecimal('1000.00')).toBe('1,000');
    expect(plainDecimal('2.50')).toBe('2.5');
    expect(plainDecimal('12345678.99')).toBe('12,345,678.99');
    expect(plainDecimal('8.25', false)).toBe('8.25');
    expect(plainDecimal('0.00', false)).toBe('0');
  });
});
