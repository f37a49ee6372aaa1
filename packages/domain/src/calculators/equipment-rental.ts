import { centsToMoney, moneyToCents } from '../common/money.ts';
import type { RentalUnit } from '../constants.ts';
import { type InvoiceLineFigures, invoiceTotals } from './invoice-totals.ts';

/** A reservation as its rental is charged: the item's price and unit, how many, and the event's days. */
export type RentalFigures = {
  itemName: string;
  rentalPrice: string | null;
  rentalUnit: RentalUnit;
  quantity: number;
  /** The event's own days (its date to its end date): setup and teardown days are not charged. */
  eventDays: number;
};

/**
 * The invoice line that charges a reservation's rental, or null for an item that is not rented. Per
 * day, the line's quantity is items × days (12 chairs for 2 days: 24 at the day's price); per event,
 * the items. No tax: the user sets the line's rate on the invoice, as for any line.
 */
export function rentalLine(r: RentalFigures): (InvoiceLineFigures & { description: string }) | null {
  if (r.rentalPrice === null) return null;
  const perDay = r.rentalUnit === 'day';
  const days = `${r.eventDays} day${r.eventDays === 1 ? '' : 's'}`;
  return {
    description: perDay
      ? `${r.itemName} rental: ${r.quantity} × ${days}`
      : `${r.itemName} rental: ${r.quantity} for the event`,
    quantity: String(perDay ? r.quantity * r.eventDays : r.quantity),
    unitPrice: r.rentalPrice,
    taxRate: '0',
  };
}

/** What the reservations' rentals come to, before tax ('0.00' when none is rented). */
export function rentalValue(reservations: readonly RentalFigures[]): string {
  const lines = reservations.map(rentalLine).filter((line) => line !== null);
  return invoiceTotals(lines).subtotal;
}

/**
 * What the event should bring in once everything is paid, less what it costs: its income so far minus
 * its expenses, plus what its issued invoices still wait for, plus the rentals of its equipment not yet
 * on an issued invoice. Each amount counts once: a payment is income (and no longer owed), a rental on an
 * issued invoice is in that invoice.
 */
export function projectedProfit(money: {
  income: string;
  expenses: string;
  invoiced: string;
  paid: string;
  rentalNotInvoiced: string;
}): string {
  const { income, expenses, invoiced, paid, rentalNotInvoiced } = money;
  return centsToMoney(
    moneyToCents(income) -
      moneyToCents(expenses) +
      moneyToCents(invoiced) -
      moneyToCents(paid) +
      moneyToCents(rentalNotInvoiced),
  );
}
