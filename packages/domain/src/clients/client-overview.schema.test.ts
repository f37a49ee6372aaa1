import { describe, expect, it } from 'vitest';
import { type ClientOverview, clientTimeline } from './client-overview.schema.ts';

const overview: ClientOverview = {
  clientId: 7,
  events: [
    { id: 3, name: 'Wedding', date: '2027-06-12', venue: 'Old Mill', status: 'confirmed' },
    { id: 4, name: 'Tasting', date: '2027-02-01', venue: 'Kitchen', status: 'planning' },
  ],
  invoices: [
    {
      id: 11,
      number: 'INV-2027-0003',
      status: 'partially_paid',
      issueDate: '2027-02-01',
      dueDate: '2027-03-01',
      total: '1200.00',
      balance: '700.00',
      writtenOn: '2027-01-30',
    },
    {
      id: 12,
      number: null,
      status: 'draft',
      issueDate: null,
      dueDate: '2027-05-01',
      total: '300.00',
      balance: '300.00',
      writtenOn: '2027-03-02',
    },
  ],
  payments: [
    {
      id: 21,
      invoiceId: 11,
      invoiceNumber: 'INV-2027-0003',
      amount: '500.00',
      date: '2027-02-10',
      method: 'Check',
    },
  ],
  documents: [
    {
      id: 31,
      name: 'Seating plan.pdf',
      category: 'client-upload',
      fileUrl: '/api/files/x',
      fromPortal: true,
      eventId: 3,
      addedOn: '2027-02-01',
    },
  ],
};

describe('clientTimeline', () => {
  it('puts everything on one line, newest first, same-day entries event, invoice, payment, document', () => {
    expect(clientTimeline(overview)).toEqual([
      { day: '2027-06-12', kind: 'event', text: 'Event: Wedding at Old Mill', href: '/events/3' },
      { day: '2027-03-02', kind: 'invoice', text: 'Draft invoice written', href: '/invoices?invoice=12' },
      { day: '2027-02-10', kind: 'payment', text: 'Payment of $500.00 received for INV-2027-0003 (Check)' },
      { day: '2027-02-01', kind: 'event', text: 'Event: Tasting at Kitchen', href: '/events/4' },
      {
        day: '2027-02-01',
        kind: 'invoice',
        text: 'Invoice INV-2027-0003 issued',
        href: '/invoices?invoice=11',
      },
      { day: '2027-02-01', kind: 'document', text: 'Seating plan.pdf uploaded through the portal' },
    ]);
  });

  it('is empty for a client with nothing yet', () => {
    expect(clientTimeline({ clientId: 1, events: [], invoices: [], payments: [], documents: [] })).toEqual(
      [],
    );
  });
});
