import { demoInvoiceCounts } from './invoices.ts';
import { demoLeadCounts } from './leads.ts';
import { demoReservationCount } from './reservations.ts';

/** Income and expenses typed in by hand (financial-records.ts); the invoice payments add their own. */
export const demoTypedFinancialRecords = 200;

/** How many rows of each table the demo writes. */
export const demoSeedCounts = {
  clients: 20,
  events: 30,
  inventory: 40,
  digital_products: 8,
  campaigns: 8,
  /** Six updates of each of the six campaigns that have run (drafts have none). */
  campaign_metric_entries: 36,
  vendors: 12,
  templates: 8,
  business_info: 10,
  documents: 11,
  client_portals: 6,
  /** The ones typed in by hand and the income record of each invoice payment. */
  financial_records: demoTypedFinancialRecords + demoInvoiceCounts.payments,
  /** Five written out and the 'Invoice paid' of each invoice paid in full. */
  notifications: 5 + demoInvoiceCounts.paidInFull,
  invoices: demoInvoiceCounts.invoices,
  invoice_payments: demoInvoiceCounts.payments,
  reservations: demoReservationCount,
  /** One for each purpose (the receipt's included), and the inquiry form's auto-reply. */
  email_templates: 7,
  /** The inquiry form on the business's website. */
  lead_forms: 1,
  leads: demoLeadCounts.listed + demoLeadCounts.booked,
  lead_activities: demoLeadCounts.activities,
} as const;
