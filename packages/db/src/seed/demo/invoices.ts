import { calendarDateIn, centsToMoney, type EventType, moneyToCents, type PaymentMethod } from '@app/domain';
import { sql } from 'kysely';
import { companyTimeZone } from '../../company-settings/company-settings.repository.ts';
import {
  createInvoiceDraft,
  type InvoiceLine,
  issueInvoice,
  recordPayment,
  voidInvoice,
} from '../../invoices/invoices.repository.ts';
import { dayOffset } from './random.ts';
import type { Seed } from './seed.ts';

/*
 * Invoices in every state, made through the invoice rules themselves (invoices.repository.ts):
 * numbers come from the year's sequence in the order of the issue dates, and every payment has its
 * income financial record (and a settling one its 'Invoice paid' notification). Dates count from the
 * company's today (its time zone), so "overdue" (sent or partially paid past the due date) is what the
 * screens derive on the day the demo is made. Nothing is drawn from the demo's PRNG: the invoices are
 * written out, and the rest of the demo stays as it was.
 */

/** Sales tax on rentals and goods; planning and staff time are not taxed. */
const TAX = '8.25';
const line = (description: string, quantity: number, unitPrice: string, taxRate = '0.00'): InvoiceLine => ({
  description,
  quantity: String(quantity),
  unitPrice,
  taxRate,
});

/** An event's services by its type, for `guests` guests. */
const servicesByType: Record<EventType, (guests: number) => InvoiceLine[]> = {
  Wedding: (guests) => [
    line('Wedding coordination — full day', 1, '3200.00'),
    line('Chiavari chairs rental', guests, '4.50', TAX),
    line('Floral centerpieces', Math.ceil(guests / 10), '85.00', TAX),
    line('Ceremony arch installation', 1, '650.00', TAX),
  ],
  'Corporate Event': (guests) => [
    line('Event planning and management', 1, '4500.00'),
    line('AV package — projector, two screens, wireless microphones', 1, '1250.00', TAX),
    line('Banquet tables rental', Math.ceil(guests / 8), '12.00', TAX),
    line('On-site event staff (hours)', 32, '45.00'),
  ],
  Conference: (guests) => [
    line('Conference logistics management', 1, '6800.00'),
    line('Registration desk staffing (hours)', 16, '38.50'),
    line('Name badges with lanyards', guests, '1.20', TAX),
    line('Breakout room AV', 4, '275.00', TAX),
  ],
  Party: (guests) => [
    line('Party planning and day-of coordination', 1, '1800.00'),
    line('Lounge furniture rental', 1, '950.00', TAX),
    line('DJ and dance floor lighting', 1, '1100.00', TAX),
    line('Chiavari chairs rental', guests, '4.50', TAX),
  ],
  Other: (guests) => [
    line('Event coordination — half day', 1, '900.00'),
    line('Canopy tent rental, 20 × 30 ft', 1, '780.00', TAX),
    line('Folding chairs rental', guests, '2.25', TAX),
  ],
};

type DemoPayment = {
  /** Days from the reference date (the event's, or today). */
  day: number;
  /** 'deposit': half the total (rounded down to the cent); 'rest': what is left. */
  part: 'deposit' | 'rest';
  method: PaymentMethod;
  reference: string | null;
};

type DemoInvoice = {
  /** Which event it bills: the n-th completed event (oldest first) or the n-th upcoming one, or none. */
  event: { past: number } | { upcoming: number } | null;
  /** Without an event, the client (by index among the demo clients) and its lines. */
  client?: number;
  lines?: InvoiceLine[];
  guests?: number;
  /** Days from the reference date: the event's for a completed event, today's otherwise. */
  created: number;
  /** Absent: it stays a draft. */
  issued?: number;
  due: number;
  paymentTerms: string;
  notes?: string;
  discount?: string;
  payments?: DemoPayment[];
  voided?: { day: number; reason: string };
};

const DEPOSIT_TERMS = '50% deposit to book the date; the balance by the due date';
const NET_30 = 'Net 30';

/**
 * Fourteen invoices: 4 paid (two in a deposit and a balance), 2 partially paid (one of them overdue),
 * 1 sent and overdue, 4 sent and not yet due (one without an event), 1 void (replaced by a revised
 * invoice) and 2 drafts; 8 payments.
 */
const demoInvoices: readonly DemoInvoice[] = [
  {
    event: { past: 0 },
    created: -42,
    issued: -40,
    due: -10,
    paymentTerms: DEPOSIT_TERMS,
    payments: [
      { day: -37, part: 'deposit', method: 'Bank Transfer', reference: 'Wire 0412-5531' },
      { day: -12, part: 'rest', method: 'Bank Transfer', reference: 'Wire 0412-6120' },
    ],
  },
  {
    event: { past: 2 },
    created: 1,
    issued: 1,
    due: 15,
    paymentTerms: 'Net 15',
    discount: '150.00',
    notes: 'Returning client: $150 off the coordination fee.',
    payments: [{ day: 11, part: 'rest', method: 'Credit Card', reference: 'Card ending 4417' }],
  },
  {
    event: { past: 4 },
    created: -35,
    issued: -34,
    due: -10,
    paymentTerms: DEPOSIT_TERMS,
    guests: 180,
    payments: [
      { day: -30, part: 'deposit', method: 'Check', reference: 'Check #1043' },
      { day: -11, part: 'rest', method: 'Check', reference: 'Check #1068' },
    ],
  },
  {
    event: { past: 6 },
    created: -31,
    issued: -30,
    due: -5,
    paymentTerms: NET_30,
    guests: 120,
    voided: { day: -21, reason: 'Guest count changed from 120 to 150; replaced by a revised invoice.' },
  },
  {
    event: { past: 6 },
    created: -21,
    issued: -21,
    due: -5,
    paymentTerms: NET_30,
    guests: 150,
    notes: 'Revised for 150 guests.',
    payments: [{ day: -9, part: 'rest', method: 'Bank Transfer', reference: 'Wire 0733-1802' }],
  },
  {
    event: { past: 12 },
    created: 1,
    issued: 1,
    due: 31,
    paymentTerms: NET_30,
    payments: [{ day: 20, part: 'deposit', method: 'Stripe', reference: 'ch_3PdemoHV0193' }],
  },
  {
    event: { past: 13 },
    created: 1,
    issued: 2,
    due: 16,
    paymentTerms: 'Net 14',
    notes: 'Second reminder sent.',
  },
  {
    event: { past: -1 },
    created: 1,
    issued: 1,
    due: 31,
    paymentTerms: NET_30,
  },
  {
    event: { upcoming: 0 },
    created: -22,
    issued: -21,
    due: 14,
    paymentTerms: DEPOSIT_TERMS,
    payments: [{ day: -14, part: 'deposit', method: 'Credit Card', reference: 'Card ending 0082' }],
  },
  { event: { upcoming: 1 }, created: -7, issued: -6, due: 24, paymentTerms: DEPOSIT_TERMS },
  { event: { upcoming: 3 }, created: -3, issued: -2, due: 28, paymentTerms: DEPOSIT_TERMS, guests: 200 },
  {
    event: null,
    client: 4,
    lines: [line('Venue scouting and site visits (hours)', 6, '150.00'), line('Mileage', 84, '0.67')],
    created: -9,
    issued: -9,
    due: 21,
    paymentTerms: NET_30,
  },
  {
    event: { upcoming: 2 },
    created: -1,
    due: 30,
    paymentTerms: DEPOSIT_TERMS,
    notes: 'Waiting for the final headcount.',
  },
  { event: { upcoming: 5 }, created: -3, due: 30, paymentTerms: DEPOSIT_TERMS, guests: 90 },
];

/** How many invoices, payments and invoices paid in full the demo has (counts.ts). */
export const demoInvoiceCounts = {
  invoices: demoInvoices.length,
  payments: demoInvoices.reduce((sum, invoice) => sum + (invoice.payments?.length ?? 0), 0),
  paidInFull: demoInvoices.filter((invoice) => invoice.payments?.some((p) => p.part === 'rest')).length,
};

/** A timestamp of the day, mid-morning on the US west coast. */
const at = (date: string) => new Date(`${date}T17:30:00.000Z`);
const plus = (date: string, days: number) => dayOffset(new Date(`${date}T00:00:00.000Z`), days);

export async function seedInvoices(
  { trx, now }: Seed,
  clients: ReadonlyArray<{ id: number }>,
  events: ReadonlyArray<{
    id: number;
    clientId: number | null;
    date: string;
    status: string;
    type: EventType;
  }>,
) {
  const today = calendarDateIn(now, await companyTimeZone(trx));
  const byDate = (a: { date: string; id: number }, b: { date: string; id: number }) =>
    a.date.localeCompare(b.date) || a.id - b.id;
  const past = events.filter((event) => event.status === 'completed').sort(byDate);
  const upcoming = events
    .filter((event) => event.status === 'planning' || event.status === 'confirmed')
    .sort(byDate);

  type Made = { id: number; spec: DemoInvoice; reference: string };
  const made: Made[] = [];
  for (const spec of demoInvoices) {
    const event = !spec.event
      ? null
      : 'past' in spec.event
        ? past.at(spec.event.past)
        : upcoming.at(spec.event.upcoming);
    if (spec.event && !event)
      throw new Error('seedInvoices: the demo has fewer events than its invoices bill');
    // A completed event's invoices count from its date; the others from today.
    const reference = event && spec.event && 'past' in spec.event ? event.date : today;
    const id = await createInvoiceDraft(trx, {
      clientId: event?.clientId ?? clients[spec.client ?? 0]!.id,
      eventId: event?.id ?? null,
      dueDate: plus(reference, spec.due),
      paymentTerms: spec.paymentTerms,
      notes: spec.notes ?? null,
      discount: spec.discount ?? '0.00',
      items: spec.lines ?? servicesByType[event!.type](spec.guests ?? 120),
    });
    made.push({ id, spec, reference });
  }

  // What happened, in the order it happened: numbers follow the issue dates, payments their dates.
  type Step = { date: string; order: number; run: () => Promise<unknown> };
  const steps: Step[] = [];
  for (const { id, spec, reference } of made) {
    if (spec.issued !== undefined)
      steps.push({
        date: plus(reference, spec.issued),
        order: 0,
        run: () => issueInvoice(trx, id, plus(reference, spec.issued!)),
      });
    for (const payment of spec.payments ?? []) {
      const date = plus(reference, payment.day);
      steps.push({
        date,
        order: 1,
        run: async () => {
          const invoice = await trx
            .selectFrom('invoices')
            .select(['total', 'paid'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const amount =
            payment.part === 'deposit'
              ? centsToMoney(Math.floor(moneyToCents(invoice.total) / 2))
              : centsToMoney(moneyToCents(invoice.total) - moneyToCents(invoice.paid));
          const created = await recordPayment(trx, id, {
            amount,
            date,
            method: payment.method,
            reference: payment.reference,
          });
          await sql`update invoice_payments set created_at = ${at(date)} where id = ${created.id}`.execute(
            trx,
          );
        },
      });
    }
    if (spec.voided) {
      const voided = spec.voided;
      steps.push({
        date: plus(reference, voided.day),
        order: 2,
        run: () => voidInvoice(trx, id, voided.reason),
      });
    }
  }
  steps.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  for (const step of steps) await step.run();

  // The timeline as the story has it: the rules stamp the time of the seeding. (created_at is not
  // updatable through the typed builder, on purpose; the demo's story is the one exception.)
  for (const { id, spec, reference } of made) {
    const settled = spec.payments?.find((payment) => payment.part === 'rest');
    const stamp = (days: number | undefined) => (days === undefined ? null : at(plus(reference, days)));
    await sql`update invoices set created_at = ${stamp(spec.created)}, sent_at = ${stamp(spec.issued)},
        paid_at = ${stamp(settled?.day)}, voided_at = ${stamp(spec.voided?.day)}
      where id = ${id}`.execute(trx);
    // The 'Invoice paid' of a settled invoice is as old as its last payment, and long read.
    if (settled)
      await sql`update notifications set created_at = ${stamp(settled.day)}, is_read = true
        where related_type = 'invoice' and related_id = ${id}`.execute(trx);
  }
}
