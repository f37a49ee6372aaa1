import { formatDate, formatMoney } from '@app/domain';
import { paragraphs } from '../../mail/html.ts';
import { escapeHtml } from '../../mail/merge.ts';

type InvoiceFacts = {
  number: string;
  total: string;
  balance: string;
  dueDate: string;
  contactName: string | null;
  clientName: string;
  companyName: string | null;
  /** Staff's own words, above the standard text (as typed; escaped like the rest). */
  message?: string | null;
  /** The client portal's sign-in page, when the client has a portal. */
  portalLink?: string | null;
};

/**
 * The message that goes with an invoice when it is sent (its PDF is attached). Plain text turned into
 * escaped paragraphs: a client's or company's name can never add markup.
 */
export function invoiceEmail(facts: InvoiceFacts) {
  const from = facts.companyName?.trim() || 'us';
  const greeting = `Dear ${facts.contactName?.trim() || facts.clientName},`;
  const text = [
    greeting,
    facts.message?.trim() || null,
    `Please find attached invoice ${facts.number} for ${formatMoney(facts.total)}, due on ${formatDate(facts.dueDate)}.`,
    facts.balance !== facts.total ? `The balance still to pay is ${formatMoney(facts.balance)}.` : null,
    facts.portalLink ? `${PORTAL_LINE} ${facts.portalLink}` : null,
    `Thank you for your business,\n${facts.companyName?.trim() || ''}`.trim(),
  ]
    .filter((p): p is string => p !== null)
    .join('\n\n');
  // The portal's address is a link in the HTML part (the text part writes it out).
  const html = facts.portalLink
    ? paragraphs(text).replace(
        `${paragraphs(`${PORTAL_LINE} ${facts.portalLink}`)}`,
        `<p>${PORTAL_LINE} <a href="${escapeHtml(facts.portalLink)}">${escapeHtml(facts.portalLink)}</a></p>`,
      )
    : paragraphs(text);
  return { subject: `Invoice ${facts.number} from ${from}`, html, text };
}

const PORTAL_LINE = 'You can also see your invoices and documents in your client portal:';

/** The reminder of an overdue invoice, `days` after its due date (its PDF attached when there is one). */
export function reminderEmail(facts: InvoiceFacts, days: number) {
  const text = [
    `Dear ${facts.contactName?.trim() || facts.clientName},`,
    `This is a friendly reminder that invoice ${facts.number} for ${formatMoney(facts.total)} was due on ${formatDate(facts.dueDate)}, ${days} ${days === 1 ? 'day' : 'days'} ago. The balance still to pay is ${formatMoney(facts.balance)}.`,
    'If you have already paid, thank you, and please disregard this message.',
    `Kind regards,\n${facts.companyName?.trim() || ''}`.trim(),
  ].join('\n\n');
  return { subject: `Reminder: invoice ${facts.number} is overdue`, html: paragraphs(text), text };
}

/** The receipt of a payment: what was paid, how, and what is still owed (or that it is paid in full). */
export function receiptEmail(facts: InvoiceFacts, payment: { amount: string; date: string; method: string }) {
  const settled = moneyIsZero(facts.balance);
  const text = [
    `Dear ${facts.contactName?.trim() || facts.clientName},`,
    `We received your payment of ${formatMoney(payment.amount)} (${payment.method}) on ${formatDate(payment.date)} for invoice ${facts.number}.`,
    settled
      ? `Invoice ${facts.number} is now paid in full. Thank you!`
      : `The balance still to pay is ${formatMoney(facts.balance)}, due on ${formatDate(facts.dueDate)}.`,
    `Kind regards,\n${facts.companyName?.trim() || ''}`.trim(),
  ].join('\n\n');
  return { subject: `Payment received for invoice ${facts.number}`, html: paragraphs(text), text };
}

const moneyIsZero = (value: string) => /^-?0*(\.0*)?$/.test(value.trim());
