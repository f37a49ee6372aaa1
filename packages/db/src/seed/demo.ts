/*
 * Demo data: a small event-services business ("Harbor & Vine Events") with a year of history.
 * Deterministic: a seeded PRNG and dates relative to `now`, so the same `now` gives the same rows
 * (except password salts). Everything is written in one transaction with one insert per table.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { hashPassword } from '../passwords.ts';
import type { Database } from '../schema.ts';
import { seedBusinessInfo } from './demo/business-info.ts';
import { seedCampaigns } from './demo/campaigns.ts';
import { seedClientPortals } from './demo/client-portals.ts';
import { seedClients } from './demo/clients.ts';
import { seedCompanySettings } from './demo/company-settings.ts';
import { demoSeedCounts } from './demo/counts.ts';
import { seedDigitalProducts } from './demo/digital-products.ts';
import { seedDocuments } from './demo/documents.ts';
import { seedEmailTemplates } from './demo/email-templates.ts';
import { seedEmails } from './demo/emails.ts';
import { seedEvents } from './demo/events.ts';
import { seedFinancialRecords } from './demo/financial-records.ts';
import { seedInventory } from './demo/inventory.ts';
import { seedInvoices } from './demo/invoices.ts';
import { seedLeads } from './demo/leads.ts';
import { seedNotifications } from './demo/notifications.ts';
import { createRandom } from './demo/random.ts';
import { seedReservations } from './demo/reservations.ts';
import { seedTemplates } from './demo/templates.ts';
import { seedVendors } from './demo/vendors.ts';

export { demoSeedCounts } from './demo/counts.ts';

export interface SeedDemoOptions {
  /** The "today" of the demo; default the current time. */
  now?: Date;
  /** Password of every demo client portal; default 'portal-demo-2026'. */
  portalPassword?: string;
}

export interface SeedDemoResult {
  /** false when clients already existed and nothing was written. */
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Writes the demo into an empty database (one module per table under demo/, in this order: they draw
 * from one PRNG, so the order is part of the data). Does nothing when clients already exist.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const random = createRandom(20_261_122);
  const empty = { seeded: false, counts: {} };

  const existing = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  if (existing) return empty;

  // Hash outside the transaction: argon2 is deliberately slow and must not hold locks.
  const portalPasswordHashes = await Promise.all(
    Array.from({ length: demoSeedCounts.client_portals }, () =>
      hashPassword(options.portalPassword ?? 'portal-demo-2026'),
    ),
  );

  return db.transaction().execute(async (trx) => {
    // Serialize concurrent seeders (several instances starting at once); the loser sees clients.
    await sql`select pg_advisory_xact_lock(hashtext('app.seed-demo'))`.execute(trx);
    if (await trx.selectFrom('clients').select('id').limit(1).executeTakeFirst()) return empty;

    const seed = { trx, random, now };
    const clients = await seedClients(seed);
    const seededEvents = await seedEvents(seed, clients);
    const inventory = await seedInventory(seed);
    // Two upcoming events move to a busy Saturday before anything else reads the events' dates.
    const events = await seedReservations(seed, seededEvents, inventory);
    await seedDigitalProducts(seed);
    const campaigns = await seedCampaigns(seed);
    const vendors = await seedVendors(seed);
    await seedTemplates(seed);
    await seedBusinessInfo(seed);
    const reportCampaign = campaigns[3]!;
    const shared = await seedDocuments(seed, reportCampaign);
    await seedClientPortals(seed, clients, events, portalPasswordHashes, shared);
    await seedFinancialRecords(seed, clients, events, vendors);
    await seedNotifications(seed, inventory, events, reportCampaign);
    await seedCompanySettings(seed);
    // Last: issuing reads the company's invoice prefix, due dates count from its today.
    await seedInvoices(seed, clients, events);
    await seedEmails(seed);
    await seedEmailTemplates(seed);
    // After the invoices: the booked leads are the paid events' conversions.
    await seedLeads(seed);
    return { seeded: true, counts: { ...demoSeedCounts } };
  });
}
