/*
 * Demo data: a small event-services business ("Harbor & Vine Events") with a year of history.
 * Deterministic: a seeded PRNG and dates relative to `now`, so the same `now` gives the same rows
 * (except password salts). Everything is written in one transaction with one insert per table.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { hashPassword } from '../passwords.ts';
import type {
  CampaignStatus,
  ClientStatus,
  Database,
  EventStatus,
  EventType,
  ExpenseCategory,
  IncomeCategory,
  InventoryCategory,
  NewDocument,
  NewFinancialRecord,
  PaymentMethod,
  VendorCategory,
} from '../schema.ts';

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
  documents: 10,
  client_portals: 6,
  financial_records: 200,
  notifications: 5,
} as const;

type Random = () => number;

/** mulberry32: a tiny, fast, seedable PRNG (https://gist.github.com/tommyettinger). */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Whole cents to a numeric(10,2) string without going through a float. */
function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function randomMoney(random: Random, minDollars: number, maxDollars: number, roundTo = 1): string {
  const dollars = Math.round(integer(random, minDollars, maxDollars) / roundTo) * roundTo;
  return centsToDecimal(dollars * 100 + (roundTo === 1 ? integer(random, 0, 99) : 0));
}

function dayOffset(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

function timestampOffset(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

const METRIC_UPDATES_PER_CAMPAIGN = 6;

/**
 * Each campaign that has run gets six metrics updates spread from its start to its end (or yesterday),
 * growing to the figures the campaign shows, with the clicks, impressions and cost the dialog records.
 * A PRNG of its own, so the rest of the demo is the same as before the history existed.
 */
function campaignMetricHistory(
  rows: ReadonlyArray<{ status: CampaignStatus; start: number; end: number; budget: string; reach: number; engagement: number; conversions: number }>,
  inserted: ReadonlyArray<{ id: number }>,
  now: Date,
) {
  const random = createRandom(20_261_124);
  return rows.flatMap((row, index) => {
    if (row.status === 'draft') return [];
    const first = row.start + 1;
    const last = Math.min(row.end, -1);
    const budgetCents = Math.round(Number(row.budget) * 100);
    return Array.from({ length: METRIC_UPDATES_PER_CAMPAIGN }, (_, step) => {
      const share = (step + 1) / METRIC_UPDATES_PER_CAMPAIGN;
      // Early weeks reach people fastest; the last update is the campaign's own figures.
      const grown = (total: number) => Math.round(total * share ** 0.8);
      const reach = grown(row.reach);
      const impressions = Math.round(reach * (1.6 + random() * 0.8));
      const day = first + ((last - first) * (step + 1)) / METRIC_UPDATES_PER_CAMPAIGN;
      return {
        campaignId: inserted[index]!.id,
        recordedAt: timestampOffset(now, day),
        reach,
        engagement: grown(row.engagement),
        conversions: grown(row.conversions),
        impressions,
        clicks: Math.round(impressions * (0.01 + random() * 0.03)),
        cost: centsToDecimal(Math.round(budgetCents * share * (0.85 + random() * 0.15))),
        notes: step === 0 ? 'Launch week' : null,
      };
    });
  });
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const clientSeeds: ReadonlyArray<readonly [name: string, industry: string, contact: string]> = [
  ['Northwind Traders', 'Retail', 'Maria Anders'],
  ['Bluebird Bridal Co.', 'Weddings', 'Hannah Reyes'],
  ['Summit Financial Group', 'Finance', 'David Okafor'],
  ['Lumen Health Partners', 'Healthcare', 'Priya Natarajan'],
  ['Cedar & Pine Architects', 'Architecture', 'Thomas Berg'],
  ['Brightwave Software', 'Technology', 'Lena Fischer'],
  ['Harborview Hotels', 'Hospitality', 'Carlos Mendes'],
  ['Greenfield Foundation', 'Non-profit', 'Amara Johnson'],
  ['Atlas Logistics', 'Transportation', 'Kenji Watanabe'],
  ['Velvet Note Records', 'Entertainment', 'Sophie Laurent'],
  ['Crescent Law LLP', 'Legal', 'Jonathan Price'],
  ['Riverside Medical Center', 'Healthcare', 'Elena Petrova'],
  ['Oakridge Academy', 'Education', 'Michael Grant'],
  ['Solstice Fitness', 'Fitness', 'Tara Nguyen'],
  ['Pinnacle Realty', 'Real Estate', 'Robert Chen'],
  ['Maple Street Bakery', 'Food & Beverage', 'Grace Miller'],
  ['Quantum Robotics', 'Technology', 'Ahmed Hassan'],
  ['Silver Lining Events Club', 'Membership', 'Olivia Brooks'],
  ['Coastal Wine Collective', 'Food & Beverage', 'Marco Rossi'],
  ['Evergreen Insurance', 'Insurance', 'Laura Svensson'],
];

const clientStatuses: readonly ClientStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'pending',
  'inactive',
];

const venues = [
  'The Grand Harbor Ballroom',
  'Riverside Pavilion',
  'Skyline Conference Center',
  'Old Mill Barn',
  'Botanical Garden Terrace',
  'Downtown Loft 21',
  'Lakeside Lodge',
  'City Museum Atrium',
] as const;

const eventTimes = ['09:00', '10:30', '13:00', '14:30', '17:00', '18:00', '19:30'] as const;

const eventNamesByType: Record<EventType, readonly string[]> = {
  'Corporate Event': [
    'Annual Kickoff',
    'Leadership Offsite',
    'Holiday Party',
    'Product Launch',
    'Team Retreat',
  ],
  Wedding: ['Garden Wedding', 'Wedding Reception', 'Rehearsal Dinner', 'Vineyard Wedding'],
  Conference: ['Industry Summit', 'Developer Conference', 'Partner Forum', 'Research Symposium'],
  Party: ['Anniversary Gala', 'Summer Party', 'Charity Fundraiser', 'Milestone Birthday'],
  Other: ['Community Fair', 'Open House', 'Awards Night'],
};
const eventTypes = Object.keys(eventNamesByType) as EventType[];

const inventorySeeds: ReadonlyArray<
  readonly [name: string, category: InventoryCategory, unitDollars: number]
> = [
  ['Wireless Microphone Kit', 'Audio/Visual', 320],
  ['PA Speaker 12"', 'Audio/Visual', 540],
  ['HD Projector', 'Audio/Visual', 890],
  ['Projection Screen 120"', 'Audio/Visual', 260],
  ['Mixing Console 16ch', 'Audio/Visual', 1200],
  ['Subwoofer 18"', 'Audio/Visual', 680],
  ['LED Video Panel', 'Audio/Visual', 1450],
  ['Chiavari Chair (Gold)', 'Furniture', 38],
  ['Round Banquet Table 60"', 'Furniture', 145],
  ['Cocktail Table', 'Furniture', 95],
  ['Lounge Sofa (White)', 'Furniture', 620],
  ['Folding Chair', 'Furniture', 22],
  ['Stage Riser 4x8', 'Furniture', 410],
  ['Bar Counter Module', 'Furniture', 780],
  ['LED Uplight', 'Lighting', 85],
  ['String Lights 50ft', 'Lighting', 42],
  ['Moving Head Spotlight', 'Lighting', 960],
  ['Par Can Light', 'Lighting', 70],
  ['Lighting Truss 10ft', 'Lighting', 330],
  ['Gobo Projector', 'Lighting', 240],
  ['Fog Machine', 'Lighting', 180],
  ['Floral Arch Frame', 'Decorations', 210],
  ['Table Runner (Ivory)', 'Decorations', 9],
  ['Centerpiece Vase', 'Decorations', 18],
  ['Backdrop Drape Panel', 'Decorations', 65],
  ['Lantern Set', 'Decorations', 34],
  ['Balloon Arch Kit', 'Decorations', 55],
  ['Welcome Sign Easel', 'Decorations', 48],
  ['Chafing Dish', 'Catering', 58],
  ['Beverage Dispenser 3gal', 'Catering', 44],
  ['Dinner Plate Set (10)', 'Catering', 36],
  ['Champagne Flute Set (12)', 'Catering', 40],
  ['Coffee Urn 100 cup', 'Catering', 125],
  ['Serving Tray Platter', 'Catering', 27],
  ['Portable Generator', 'Other', 1350],
  ['Extension Cable 25ft', 'Other', 19],
  ['Two-way Radio', 'Other', 110],
  ['Pop-up Canopy 10x10', 'Other', 290],
  ['Hand Truck Dolly', 'Other', 140],
  ['First Aid Station Kit', 'Other', 75],
];

const vendorSeeds: ReadonlyArray<readonly [name: string, category: VendorCategory, contact: string]> = [
  ['Savory Spoon Catering', 'catering', 'Nina Alvarez'],
  ['Golden Hour Photography', 'photography', 'Ethan Cole'],
  ['Reel Moments Video', 'videography', 'Isabel Duarte'],
  ['The Grand Harbor Ballroom', 'venue', 'Victor Hale'],
  ['Petal & Stem Florists', 'florist', 'Chloe Park'],
  ['Midnight Groove DJs', 'music', 'Marcus Bell'],
  ['Silver Line Limousines', 'transportation', 'Andre Moreau'],
  ['Dream Decor Studio', 'decoration', 'Yuki Tanaka'],
  ['ProStage Equipment Rental', 'equipment', 'Frank Weber'],
  ['Harvest Table Caterers', 'catering', 'Rosa Jimenez'],
  ['String Quartet Collective', 'music', 'Clara Novak'],
  ['SafeEvents Security', 'other', 'Dmitri Volkov'],
];

const incomeCategories: readonly IncomeCategory[] = [
  'Event Services',
  'Event Services',
  'Event Services',
  'Consulting',
  'Product Sales',
  'Rental Income',
  'Sponsorship',
  'Ticket Sales',
  'Other Income',
];
const expenseByVendorCategory: Record<VendorCategory, ExpenseCategory> = {
  catering: 'Catering',
  photography: 'Professional Services',
  videography: 'Professional Services',
  venue: 'Venue Costs',
  florist: 'Other Expenses',
  music: 'Professional Services',
  transportation: 'Transportation',
  decoration: 'Other Expenses',
  equipment: 'Equipment Rental',
  other: 'Professional Services',
};
const overheadExpenses: readonly ExpenseCategory[] = [
  'Marketing',
  'Staff Costs',
  'Insurance',
  'Utilities',
  'Office Supplies',
  'Software/Technology',
];
const paymentMethods: readonly PaymentMethod[] = [
  'Bank Transfer',
  'Bank Transfer',
  'Credit Card',
  'Credit Card',
  'Check',
  'PayPal',
  'Stripe',
  'Cash',
];

function eventStatusFor(random: Random, offsetDays: number): EventStatus {
  if (offsetDays < -1) return random() < 0.1 ? 'cancelled' : 'completed';
  if (offsetDays <= 1) return 'in_progress';
  if (random() < 0.06) return 'cancelled';
  return offsetDays <= 45 ? 'confirmed' : 'planning';
}

/**
 * Fills an empty database with a believable demo business. Does nothing (and returns
 * `seeded: false`) when any client exists, so it is safe to call on every start.
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

    const clients = await trx
      .insertInto('clients')
      .values(
        clientSeeds.map(([name, industry, contactName], index) => ({
          name,
          industry,
          contactName,
          contactEmail: `${slug(contactName).replace('-', '.')}@${slug(name).replace(/-(co|llp)$/, '')}.example.com`,
          contactPhone: `+1 555 01${String(index).padStart(2, '0')}`,
          address: `${integer(random, 10, 990)} ${pick(random, ['Main', 'Harbor', 'Oak', 'Elm', 'Market', 'Bay'])} St, Portland, OR`,
          status: index < 16 ? 'active' : pick(random, clientStatuses),
          createdAt: timestampOffset(now, -400 + index * 18),
        })),
      )
      .returning(['id', 'name', 'contactEmail'])
      .execute();

    const eventRows = Array.from({ length: demoSeedCounts.events }, (_, index) => {
      // Spread over the past six months and the next four, with one happening today.
      const offset = index === 20 ? 0 : -180 + index * 10 + integer(random, -3, 3);
      const type = eventTypes[index % eventTypes.length] as EventType;
      const client = clients[(index * 7) % clients.length]!;
      return {
        name: `${client.name.split(' ')[0]} ${pick(random, eventNamesByType[type])}`,
        type,
        clientId: client.id,
        clientName: client.name,
        date: dayOffset(now, offset),
        time: pick(random, eventTimes),
        venue: pick(random, venues),
        budget: randomMoney(random, 2_000, 60_000, 250),
        status: eventStatusFor(random, offset),
        description: `${type} for ${client.name}.`,
        createdAt: timestampOffset(now, Math.min(offset, 0) - integer(random, 30, 90)),
      };
    });
    const events = await trx
      .insertInto('events')
      .values(eventRows)
      .returning(['id', 'name', 'clientId', 'date', 'status'])
      .execute();

    const inventory = await trx
      .insertInto('inventory')
      .values(
        inventorySeeds.map(([name, category, unitDollars], index) => {
          const minQuantity = integer(random, 2, 10);
          // Every tenth item is out of stock, every seventh is at or under its minimum.
          const quantity =
            index % 10 === 3
              ? 0
              : index % 7 === 5
                ? integer(random, 1, minQuantity)
                : integer(random, minQuantity + 1, 120);
          return {
            name,
            sku: `${category.slice(0, 3).toUpperCase().replace('/', '')}-${String(index + 1).padStart(3, '0')}`,
            category,
            quantity,
            minQuantity,
            unitValue: centsToDecimal(unitDollars * 100),
            description: `${name} for rental and in-house events.`,
          };
        }),
      )
      .returning(['id', 'name', 'status'])
      .execute();

    await trx
      .insertInto('digital_products')
      .values(
        (
          [
            [
              'Wedding Planning Checklist',
              'Checklists',
              '19.00',
              'A 12-month checklist from engagement to honeymoon.',
            ],
            [
              'Corporate Event Budget Template',
              'Templates',
              '29.00',
              'Spreadsheet with formulas for every cost line.',
            ],
            [
              'Vendor Contract Pack',
              'Templates',
              '49.00',
              'Editable contracts for caterers, DJs and photographers.',
            ],
            [
              'Conference Run-of-Show Guide',
              'Guides',
              '24.50',
              'How to script a multi-track conference day.',
            ],
            [
              'Seating Chart Designer',
              'Software',
              '59.99',
              'Drag-and-drop seating plans with dietary notes.',
            ],
            [
              'Day-of Timeline Template',
              'Templates',
              '14.00',
              'Minute-by-minute timeline for the event day.',
            ],
            ['Event Marketing Playbook', 'Guides', '34.00', 'Email and social campaigns that sell tickets.'],
            ['Client Intake Questionnaire', 'Other', '0.00', 'A free questionnaire for first meetings.'],
          ] as const
        ).map(([name, category, price, description], index) => ({
          name,
          description,
          price,
          category,
          status: index === 5 ? ('inactive' as const) : ('active' as const),
          downloads: integer(random, 12, 900),
          fileUrl: `https://files.example.com/products/${slug(name)}.pdf`,
          imageUrl: `https://files.example.com/products/${slug(name)}.png`,
        })),
      )
      .execute();

    const campaignStatuses: readonly CampaignStatus[] = [
      'active',
      'active',
      'active',
      'completed',
      'completed',
      'paused',
      'draft',
      'draft',
    ];
    const campaignRows = [
      'Spring Wedding Showcase',
      'Corporate Holiday Early Bird',
      'Instagram Venue Reels',
      'Summer Gala Ticket Push',
      'Newsletter: Planner Tips',
      'LinkedIn Conference Leads',
      'Referral Rewards Launch',
      'Autumn Open House',
    ].map((name, index) => {
      const status = campaignStatuses[index] as CampaignStatus;
      const reach = status === 'draft' ? 0 : integer(random, 2_000, 60_000);
      const engagement = Math.floor(reach * (0.03 + random() * 0.12));
      const conversions = Math.floor(engagement * (0.02 + random() * 0.08));
      const start = status === 'draft' ? integer(random, 10, 40) : integer(random, -200, -10);
      // Drawn in the order they always were, so the demo's other rows stay the same.
      const type = pick(random, ['email', 'social', 'mixed'] as const);
      const end = start + integer(random, 21, 75);
      return {
        name,
        type,
        description: `${name}: ${status === 'draft' ? 'planned' : 'running'} campaign for the event calendar.`,
        status,
        startDate: dayOffset(now, start),
        endDate: dayOffset(now, end),
        budget: randomMoney(random, 500, 8_000, 50),
        reach,
        engagement,
        conversions,
        start,
        end,
      };
    });
    const campaigns = await trx
      .insertInto('campaigns')
      .values(campaignRows.map(({ start: _start, end: _end, ...row }) => row))
      .returning(['id', 'name'])
      .execute();
    await trx
      .insertInto('campaign_metric_entries')
      .values(campaignMetricHistory(campaignRows, campaigns, now))
      .execute();

    const vendors = await trx
      .insertInto('vendors')
      .values(
        vendorSeeds.map(([name, category, contactName], index) => {
          const rating = index === 11 ? 0 : integer(random, 3, 5);
          const isPreferred = rating === 5;
          return {
            name,
            category,
            contactName,
            contactEmail: `${slug(contactName).replace('-', '.')}@${slug(name)}.example.com`,
            contactPhone: `+1 555 02${String(index).padStart(2, '0')}`,
            address: `${integer(random, 10, 990)} Commerce Ave, Portland, OR`,
            website: `https://${slug(name)}.example.com`,
            specialties: [category, pick(random, ['weddings', 'corporate', 'galas', 'conferences'])],
            rating,
            priceRange: pick(random, ['budget', 'medium', 'medium', 'luxury'] as const),
            notes: isPreferred ? 'Reliable; books out early in wedding season.' : null,
            isPreferred,
            status:
              index === 10
                ? ('inactive' as const)
                : isPreferred
                  ? ('preferred' as const)
                  : ('active' as const),
            totalContracts: integer(random, 1, 24),
            totalSpent: randomMoney(random, 1_500, 80_000),
          };
        }),
      )
      .returning(['id', 'name', 'category'])
      .execute();

    await trx
      .insertInto('templates')
      .values(
        (
          [
            ['Event Proposal', 'proposal', 'docx'],
            ['Service Agreement', 'contract', 'pdf'],
            ['Invoice', 'invoice', 'xlsx'],
            ['Client Welcome Email', 'email', 'html'],
            ['Post-Event Report', 'report', 'docx'],
            ['Venue Pitch Deck', 'presentation', 'pptx'],
            ['Vendor Brief', 'other', 'txt'],
            ['Wedding Contract', 'contract', 'pdf'],
          ] as const
        ).map(([name, category, fileType], index) => ({
          name,
          description: `Standard ${name.toLowerCase()} used by the planning team.`,
          category,
          fileUrl: `https://files.example.com/templates/${slug(name)}.${fileType}`,
          fileName: `${slug(name)}.${fileType}`,
          fileType,
          fileSize: integer(random, 8_000, 2_500_000),
          tags: [category, index % 2 === 0 ? 'client-facing' : 'internal'],
          isActive: index !== 6,
          usageCount: integer(random, 0, 60),
        })),
      )
      .execute();

    await trx
      .insertInto('business_info')
      .values([
        {
          name: 'Google Workspace',
          category: 'software',
          type: 'subscription',
          value: 'Business Standard, 8 seats',
          cost: '115.20',
          url: 'https://workspace.google.com',
          expirationDate: dayOffset(now, 140),
          tags: ['email', 'docs'],
        },
        {
          name: 'QuickBooks Online',
          category: 'software',
          type: 'subscription',
          value: 'Plus plan',
          cost: '90.00',
          url: 'https://quickbooks.intuit.com',
          expirationDate: dayOffset(now, 200),
          tags: ['accounting'],
        },
        {
          name: 'Canva Pro',
          category: 'software',
          type: 'license',
          value: 'Team license, 5 users',
          cost: '49.99',
          url: 'https://www.canva.com',
          expirationDate: dayOffset(now, 20),
          tags: ['design'],
        },
        {
          name: 'Adobe Lightroom',
          category: 'software',
          type: 'license',
          value: 'Single user',
          cost: '11.99',
          url: 'https://www.adobe.com',
          tags: ['photo'],
        },
        {
          name: 'Instagram Business',
          category: 'password',
          type: 'credential',
          value: 'Brand account',
          username: 'harborvine.events',
          url: 'https://www.instagram.com',
          tags: ['social'],
        },
        {
          name: 'Venue Booking Portal',
          category: 'password',
          type: 'credential',
          value: 'Partner login',
          username: 'bookings@harborvine.example.com',
          url: 'https://venues.example.com',
          tags: ['venues'],
        },
        {
          name: 'Bank Online Access',
          category: 'password',
          type: 'credential',
          value: 'Operating account',
          username: 'hv-ops',
          url: 'https://bank.example.com',
          tags: ['finance'],
        },
        {
          name: 'Lead Planner',
          category: 'team',
          type: 'contact',
          value: 'Jordan Ellis',
          email: 'jordan@harborvine.example.com',
          description: 'Weddings and private events',
          tags: ['team'],
        },
        {
          name: 'Operations Manager',
          category: 'team',
          type: 'contact',
          value: 'Samira Khan',
          email: 'samira@harborvine.example.com',
          description: 'Inventory, logistics, vendors',
          tags: ['team'],
        },
        {
          name: 'Liquor License',
          category: 'other',
          type: 'license',
          value: 'OLCC #48213',
          cost: '400.00',
          expirationDate: dayOffset(now, 90),
          tags: ['compliance'],
        },
      ])
      .execute();

    const reportCampaign = campaigns[3]!;
    const documentRows: NewDocument[] = (
      [
        ['Northwind Service Agreement.pdf', 'contracts', 'application/pdf', '245 KB'],
        ['Bluebird Wedding Contract.pdf', 'contracts', 'application/pdf', '312 KB'],
        ['Invoice 2041 - Summit Financial.pdf', 'invoices', 'application/pdf', '88 KB'],
        ['Invoice 2042 - Harborview Hotels.pdf', 'invoices', 'application/pdf', '91 KB'],
        [
          'Q3 Expense Summary.xlsx',
          'invoices',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          '56 KB',
        ],
        [
          'Brightwave Launch Proposal.docx',
          'proposals',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          '1.2 MB',
        ],
        ['Greenfield Gala Proposal.pdf', 'proposals', 'application/pdf', '2.4 MB'],
        ['Venue Floor Plan.png', 'other', 'image/png', '640 KB'],
        ['Insurance Certificate.pdf', 'other', 'application/pdf', '150 KB'],
      ] as const
    ).map(([name, category, mimeType, fileSize]) => ({
      name,
      description: `Uploaded ${name}`,
      category,
      fileUrl: `/uploads/${slug(name)}`,
      fileSize,
      mimeType,
      uploadedBy: 'Jordan Ellis',
    }));
    documentRows.push({
      name: `${reportCampaign.name} - Monthly Report`,
      description: `monthly report for ${reportCampaign.name}`,
      category: 'campaign-report',
      fileUrl: `https://files.example.com/reports/${slug(reportCampaign.name)}.pdf`,
      fileSize: 'N/A',
      mimeType: 'application/pdf',
      uploadedBy: 'Samira Khan',
      campaignId: reportCampaign.id,
    });
    await trx.insertInto('documents').values(documentRows).execute();

    const portalClients = clients.slice(0, demoSeedCounts.client_portals);
    await trx
      .insertInto('client_portals')
      .values(
        portalClients.map((client, index) => {
          // The portal's event: the client's next open one, else any of theirs (a portal names an event).
          const event =
            events.find((candidate) => candidate.clientId === client.id && candidate.status !== 'completed') ??
            events.find((candidate) => candidate.clientId === client.id);
          return {
            clientId: client.id,
            clientName: client.name,
            email: client.contactEmail,
            eventId: event?.id ?? null,
            eventName: event?.name ?? null,
            passwordHash: portalPasswordHashes[index] as string,
            status:
              index === 4 ? ('pending' as const) : index === 5 ? ('inactive' as const) : ('active' as const),
            lastLogin: index < 3 ? timestampOffset(now, -integer(random, 1, 20)) : null,
            documentsShared: integer(random, 0, 12),
          };
        }),
      )
      .execute();

    const pastEvents = events.filter(
      (event) => event.date <= dayOffset(now, 0) && event.status !== 'cancelled',
    );
    const financialRows: NewFinancialRecord[] = Array.from(
      { length: demoSeedCounts.financial_records },
      (_, index) => {
        const date = dayOffset(now, -integer(random, 0, 364));
        const paymentMethod = pick(random, paymentMethods);
        if (index % 9 < 4) {
          const category = pick(random, incomeCategories);
          const event = category === 'Event Services' ? pick(random, pastEvents) : undefined;
          const client = event
            ? clients.find((candidate) => candidate.id === event.clientId)!
            : pick(random, clients);
          return {
            type: 'income',
            category,
            description: event ? `${category}: ${event.name}` : `${category} - ${client.name}`,
            amount: randomMoney(random, 400, 18_000),
            date,
            paymentMethod,
            reference: `INV-${2000 + index}`,
            clientId: client.id,
            eventId: event?.id ?? null,
            taxDeductible: false,
            attachments: [],
          };
        }
        if (index % 9 < 7) {
          const vendor = pick(random, vendors);
          const category = expenseByVendorCategory[vendor.category];
          return {
            type: 'expense',
            category,
            description: `${vendor.name} - ${category.toLowerCase()}`,
            amount: randomMoney(random, 150, 9_000),
            date,
            paymentMethod,
            reference: `PO-${5000 + index}`,
            vendorId: vendor.id,
            taxDeductible: true,
            attachments: [],
          };
        }
        const category = pick(random, overheadExpenses);
        return {
          type: 'expense',
          category,
          description: `${category} - ${date.slice(0, 7)}`,
          amount: randomMoney(random, 40, 4_000),
          date,
          paymentMethod,
          taxDeductible: category !== 'Staff Costs',
          notes: category === 'Insurance' ? 'Annual general liability policy, paid monthly.' : null,
          attachments: [],
        };
      },
    );
    await trx.insertInto('financial_records').values(financialRows).execute();

    const lowStock = inventory.find((item) => item.status === 'low_stock');
    const outOfStock = inventory.find((item) => item.status === 'out_of_stock');
    const nextEvent = events.find((event) => event.status === 'confirmed');
    await trx
      .insertInto('notifications')
      .values([
        {
          type: 'inventory',
          title: 'Low stock',
          message: `${lowStock?.name ?? 'An item'} is at or below its minimum quantity.`,
          priority: 'high',
          relatedId: lowStock?.id ?? null,
          relatedType: 'inventory',
          actionUrl: '/inventory',
          dedupeKey: lowStock ? `inventory:${lowStock.id}:low_stock` : null,
        },
        {
          type: 'inventory',
          title: 'Out of stock',
          message: `${outOfStock?.name ?? 'An item'} is out of stock.`,
          priority: 'urgent',
          relatedId: outOfStock?.id ?? null,
          relatedType: 'inventory',
          actionUrl: '/inventory',
          dedupeKey: outOfStock ? `inventory:${outOfStock.id}:out_of_stock` : null,
        },
        {
          type: 'event',
          title: 'Upcoming event',
          message: `${nextEvent?.name ?? 'An event'} is coming up on ${nextEvent?.date ?? 'soon'}.`,
          priority: 'normal',
          relatedId: nextEvent?.id ?? null,
          relatedType: 'event',
          actionUrl: '/events',
          metadata: { date: nextEvent?.date ?? null },
        },
        {
          type: 'campaign',
          title: 'Campaign completed',
          message: `${reportCampaign.name} has finished; its report is in Documents.`,
          priority: 'low',
          relatedId: reportCampaign.id,
          relatedType: 'campaign',
          actionUrl: '/campaign-tracking',
          isRead: true,
        },
        {
          type: 'system',
          title: 'Welcome to EventFlow',
          message: 'Your demo workspace is ready. Explore clients, events and finances.',
          priority: 'normal',
          expiresAt: timestampOffset(now, 30),
        },
      ])
      .execute();

    const companySettings = {
      companyName: 'Harbor & Vine Events',
      description: 'Full-service event planning for weddings, corporate events and galas.',
      website: 'https://harborvine.example.com',
      address: '200 Harbor Way, Portland, OR 97204',
      phone: '+1 555 0100',
    };
    await trx
      .insertInto('company_settings')
      .values({ id: true, ...companySettings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(companySettings))
      .execute();

    return { seeded: true, counts: { ...demoSeedCounts } };
  });
}
