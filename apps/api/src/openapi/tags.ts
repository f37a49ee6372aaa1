/**
 * The groups of the REST face, in the order the docs page shows them. Every tag an operation uses must
 * be here (Spectral's `operation-tag-defined`); a CRUD resource's tag is its path segment.
 */
export const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'auth',
    description:
      "Signing in and out, the signed-in user, and their two-factor sign-in (TOTP, RFC 6238: set up with an authenticator app, recovery codes, the company's requirement).",
  },
  {
    name: 'health',
    description: 'Whether the server and its database answer (for load balancers and monitors).',
  },
  {
    name: 'dashboard',
    description:
      'The figures of the dashboard: totals, active events and campaigns, monthly income and expenses.',
  },
  {
    name: 'notifications',
    description:
      "The signed-in user's notifications: low stock, upcoming events, expiring subscriptions and the like.",
  },
  {
    name: 'company-settings',
    description: 'The company name, logo, contact details and time zone, shared by every staff member.',
  },
  {
    name: 'users',
    description:
      'Staff accounts and their roles (admin, manager, user); admins manage them, everyone edits their own profile.',
  },
  {
    name: 'clients',
    description:
      'The businesses and couples the company works for, with their revenue and number of events kept by the server.',
  },
  { name: 'digital-products', description: 'Templates, guides, checklists and software the company sells.' },
  {
    name: 'inventory',
    description:
      'Equipment and supplies (chairs, lighting, linens), with stock status derived from quantity and minimum.',
  },
  {
    name: 'events',
    description: 'Weddings, corporate events, conferences and parties, with date, venue, budget and status.',
  },
  {
    name: 'campaigns',
    description:
      'Marketing campaigns (email, social, mixed) with their budget, reach, engagement and conversions.',
  },
  {
    name: 'documents',
    description: 'Contracts, invoices, proposals and reports, each pointing at an uploaded file.',
  },
  {
    name: 'client-portals',
    description:
      "Clients' own sign-in to follow their event; the portal password is stored hashed and never returned.",
  },
  {
    name: 'invoices',
    description:
      'Invoices to clients and their payments: drafts with lines and server-computed totals, issued with a gapless yearly number, paid in parts (each payment an income financial record), or voided.',
  },
  {
    name: 'emails',
    description:
      "The outbox: every e-mail the product sends (invoices, reminders, staff's own messages), written with the change that causes it and delivered by a background job through the company's mail server; queued, sent, failed (with the server's reason), cancelled, or unconfirmed (a delivery interrupted after it began, for a person to check).",
  },
  {
    name: 'email-templates',
    description:
      "E-mail templates: a named subject and HTML body with merge fields ({{client.name}}, {{invoice.total}}, …) that staff write messages from, previewed against real records; not the Templates screen's files.",
  },
  {
    name: 'reservations',
    description:
      "Equipment reserved for events: N of an inventory item for every day an event occupies (its setup, its days, its teardown), never more than the item's quantity on any day across overlapping events; checked out, then returned (a shortfall, lost or damaged, lowers the stock).",
  },
  {
    name: 'portal',
    description:
      "The client portal, for clients rather than staff: a client signs in with their portal's e-mail and password (a `portal_sid` session of its own, never a staff session or token), sees their events, the documents shared with them and their invoices (with each invoice's PDF), and sends files to staff.",
  },
  {
    name: 'business-info',
    description:
      'Software subscriptions, credentials, team contacts and licences; stored passwords are encrypted at rest.',
  },
  {
    name: 'vendors',
    description:
      'Caterers, photographers, florists, venues and other suppliers, with rating and total spent.',
  },
  { name: 'marketing-assets', description: 'Logos, brand colours, fonts, images and videos.' },
  {
    name: 'templates',
    description: 'Reusable files: email, contract, proposal, invoice and presentation templates.',
  },
  {
    name: 'financial-records',
    description:
      'Income and expenses, optionally tied to a client, an event or a vendor; decimals travel as strings.',
  },
  {
    name: 'audit-log',
    description: 'Who created, changed or deleted which record, when, and what changed (admins only).',
  },
  { name: 'files', description: 'Uploading files (images, documents) and downloading them back.' },
  {
    name: 'calendar',
    description:
      "Each staff member's secret calendar feed (iCalendar, RFC 5545) of the company's events, for Google Calendar, Apple Calendar or Outlook to subscribe to without signing in.",
  },
  {
    name: 'pipeline-stages',
    description:
      'The stages an inquiry moves through (New inquiry, Contacted, Proposal sent, Booked, Lost to begin with).',
  },
  {
    name: 'lead-forms',
    description:
      "The inquiry forms on the business's own website: their fields, what follows a submission, the stage new leads enter.",
  },
  {
    name: 'leads',
    description:
      'Inquiries in the pipeline, their timeline, their conversion into a client and an event, and the sources report.',
  },
  {
    name: 'public-forms',
    description:
      "A lead form as a website's visitor reads and sends it: no session, spam checks that answer a bot as a person.",
  },
];

/** How the docs name one record and several of a CRUD resource, where its `entity` alone reads badly. */
const NOUNS: Record<string, { one: string; many: string }> = {
  'digital-products': { one: 'digital product', many: 'digital products' },
  inventory: { one: 'inventory item', many: 'inventory items' },
  'business-info': { one: 'business information entry', many: 'business information entries' },
  'email-templates': { one: 'e-mail template', many: 'e-mail templates' },
};

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** One record and several of a CRUD resource, without an article: `{ one: 'client', many: 'clients' }`. */
export function resourceNouns(path: string, entity: string): { one: string; many: string } {
  return NOUNS[path] ?? { one: entity.toLowerCase(), many: path.replaceAll('-', ' ') };
}

/**
 * The English names of a CRUD resource for summaries: `resourceNames('clients', 'Client')` gives
 * `{ one: 'a client', many: 'clients' }`.
 */
export function resourceNames(path: string, entity: string): { one: string; many: string } {
  const nouns = resourceNouns(path, entity);
  return { one: withArticle(nouns.one), many: nouns.many };
}
