/**
 * The business the OpenAPI document's examples show: one event company (Golden Hour Events) and its
 * records, shared by the examples of several operations. Each operation's examples are on its
 * procedure (`.meta({ examples })`, a CRUD resource's `examples` in its crudProcedures config, a plain
 * route's in its plugin). Each must validate against the schema it illustrates (test/openapi.test.ts)
 * and, for request bodies, be accepted by the server as it stands (test/openapi-statuses.test.ts sends
 * them).
 */

/** A file stored by POST /api/uploads; the tests swap in one they uploaded. */
export const EXAMPLE_FILE_ID = '6f1d2c7e-8a43-4f0e-9b7a-2d5c1e9f4a10';
export const EXAMPLE_FILE_URL = `/api/files/${EXAMPLE_FILE_ID}`;
export const EXAMPLE_REQUEST_ID = '0b7e4a52-3c1f-4d8e-9a6b-5f2c8d1e7a34';

const EXAMPLE_CREATED_AT = '2026-09-14T15:42:07.000Z';
export const EXAMPLE_UPDATED_AT = '2026-11-20T18:05:33.000Z';

type Example = Record<string, unknown>;

export const EXAMPLE_CLIENT = {
  name: 'Harbor & Vine Weddings',
  industry: 'Weddings',
  contactName: 'Maya Lopez',
  contactEmail: 'maya@harborandvine.com',
  contactPhone: '+1 415 555 0142',
  address: '220 Embarcadero, San Francisco, CA 94105',
  secondContactName: 'Sam Lopez',
  secondContactEmail: 'sam@harborandvine.com',
  secondContactPhone: null,
  notes: 'Prefers calls after 5 pm.',
  status: 'active',
};

export const EXAMPLE_PRODUCT = {
  name: 'Wedding Day Timeline Template',
  description:
    'A minute-by-minute planner for the ceremony, cocktail hour and reception, for Google Sheets and Excel.',
  price: '29.00',
  category: 'Templates',
  status: 'active',
  fileUrl: EXAMPLE_FILE_URL,
  imageUrl: null,
};

export const EXAMPLE_INVENTORY_ITEM = {
  name: 'Chiavari chair, gold',
  sku: 'CHR-CHV-GLD',
  category: 'Furniture',
  quantity: 180,
  minQuantity: 40,
  unitValue: '12.50',
  rentalPrice: '4.50',
  rentalUnit: 'day',
  description: 'Resin Chiavari chair with an ivory cushion; stacks by 8.',
};

export const EXAMPLE_EVENT = {
  name: 'Lopez–Nguyen Wedding',
  type: 'Wedding',
  clientName: 'Harbor & Vine Weddings',
  date: '2027-06-12',
  time: '16:30',
  venue: 'Fort Mason Center, Festival Pavilion',
  endDate: null,
  setupDays: 1,
  teardownDays: 0,
  budget: '48000.00',
  status: 'confirmed',
  description: 'Sunset ceremony for 160 guests, seated dinner, dancing until 23:00.',
};

export const EXAMPLE_CAMPAIGN = {
  name: 'Spring Wedding Open House',
  type: 'email',
  description: 'Invite the couples we met at the fall bridal fairs to tour our venues and taste the menus.',
  status: 'draft',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  budget: '2500.00',
  valuePerConversion: '150.00',
};

/** A metrics update of the campaign: the figures as measured on its date. */
export const EXAMPLE_CAMPAIGN_METRICS = {
  reach: 4200,
  engagement: 980,
  conversions: 37,
  clicks: 610,
  impressions: 15400,
  cost: '1180.00',
  notes: 'Second reminder sent on Tuesday; open rate up from 31% to 38%.',
};

export const EXAMPLE_DOCUMENT = {
  name: 'Lopez–Nguyen services agreement.pdf',
  description: 'Signed services agreement, 50% deposit due on signature.',
  category: 'contracts',
  fileUrl: EXAMPLE_FILE_URL,
  fileSize: '184 KB',
  mimeType: 'application/pdf',
};

export const EXAMPLE_PORTAL = {
  clientName: 'Harbor & Vine Weddings',
  email: 'maya@harborandvine.com',
  eventName: 'Lopez–Nguyen Wedding',
  status: 'active',
};

export const EXAMPLE_BUSINESS_INFO = {
  name: 'HoneyBook',
  category: 'software',
  type: 'subscription',
  value: 'Client CRM, proposals and invoicing',
  description: 'Annual plan, billed every January.',
  username: 'office@goldenhourevents.com',
  email: 'office@goldenhourevents.com',
  password: 'gh-Office-2026!',
  url: 'https://www.honeybook.com',
  expirationDate: '2027-01-31',
  cost: '468.00',
  isActive: true,
  tags: ['crm', 'billing'],
};

export const EXAMPLE_VENDOR = {
  name: 'Bloom & Basket Florals',
  category: 'florist',
  contactName: 'Priya Shah',
  contactEmail: 'priya@bloomandbasket.com',
  contactPhone: '+1 510 555 0187',
  address: '1820 4th Street, Berkeley, CA 94710',
  website: 'https://bloomandbasket.com',
  specialties: ['garden roses', 'ceremony arches', 'installations'],
  rating: 5,
  priceRange: 'luxury',
  notes: 'Needs final guest counts 14 days before the event.',
  isPreferred: true,
  status: 'preferred',
  totalContracts: 12,
  totalSpent: '38600.00',
};

export const EXAMPLE_MARKETING_ASSET = {
  name: 'Primary logo, gold on ivory',
  type: 'logo',
  category: 'brand',
  description: 'The full logo for print and the website header.',
  fileUrl: EXAMPLE_FILE_URL,
  hexColor: null,
  fontFamily: null,
  fontSize: null,
  dimensions: '2400x1200',
  fileSize: '312 KB',
  format: 'PNG',
  tags: ['logo', 'print'],
  isActive: true,
  usageNotes: 'Keep 24 px of clear space around it; never place it on photos.',
};

export const EXAMPLE_TEMPLATE = {
  name: 'Wedding services proposal',
  category: 'proposal',
  fileUrl: 'https://drive.goldenhourevents.com/templates/wedding-proposal.docx',
  fileName: 'wedding-proposal.docx',
  fileType: 'docx',
  description: 'Three packages (Essentials, Signature, Luxe) with a payment schedule.',
  fileSize: 48213,
  tags: ['weddings', 'sales'],
  isActive: true,
};

export const EXAMPLE_FINANCIAL_RECORD = {
  type: 'income',
  category: 'Event Services',
  description: 'Deposit, Lopez–Nguyen Wedding',
  amount: '12000.00',
  date: '2026-11-20',
  paymentMethod: 'Bank Transfer',
  reference: 'INV-2026-0142',
  taxDeductible: false,
  notes: '50% deposit per the services agreement.',
  attachments: [],
};

export const EXAMPLE_USER = {
  username: 'jordan.reyes',
  email: 'jordan@goldenhourevents.com',
  firstName: 'Jordan',
  lastName: 'Reyes',
  role: 'manager',
  department: 'Operations',
  jobTitle: 'Event Manager',
  phone: '+1 415 555 0123',
  bio: 'Runs the weekend crews and the load-in checklists.',
  profileImage: null,
  isActive: true,
};

export const exampleRow = (id: number, version: number, fields: Example): Example => ({
  id,
  version,
  createdAt: EXAMPLE_CREATED_AT,
  updatedAt: EXAMPLE_UPDATED_AT,
  ...fields,
});

export const EXAMPLE_USER_ROW = exampleRow(12, 2, {
  ...EXAMPLE_USER,
  jobTitle: 'Senior Event Manager',
  lastLogin: '2026-11-20T16:02:45.000Z',
  twoFactorEnabled: true,
});
export const EXAMPLE_CURRENT_USER = {
  id: 12,
  username: EXAMPLE_USER.username,
  email: EXAMPLE_USER.email,
  firstName: EXAMPLE_USER.firstName,
  lastName: EXAMPLE_USER.lastName,
  role: EXAMPLE_USER.role,
  profileImage: null,
  twoFactorPending: false,
  colorScheme: 'system',
};
export const EXAMPLE_NOTIFICATION = {
  id: 311,
  type: 'inventory',
  title: 'Low stock',
  message: 'Chiavari chair, gold (CHR-CHV-GLD) is low: 32 left, minimum 40',
  priority: 'normal',
  isRead: false,
  relatedId: 17,
  relatedType: 'inventory',
  actionUrl: '/inventory',
  target: '/inventory?search=CHR-CHV-GLD',
  metadata: null,
  createdAt: '2026-11-20T17:30:00.000Z',
  expiresAt: null,
};
export const EXAMPLE_COMPANY_SETTINGS = {
  companyName: 'Golden Hour Events',
  logoUrl: EXAMPLE_FILE_URL,
  description: 'Weddings and corporate events around the Bay Area since 2014.',
  website: 'https://goldenhourevents.com',
  address: '455 Market Street, Suite 1200, San Francisco, CA 94105',
  phone: '+1 415 555 0100',
  timeZone: 'America/Los_Angeles',
  timeZoneConfirmed: true,
  requireTwoFactorAdmins: true,
  requireTwoFactorEveryone: false,
  invoicePrefix: 'GHE',
  invoiceNextNumber: 43,
  overdueReminderDays: [3, 7, 14],
  smtpHost: 'smtp.goldenhourevents.com',
  smtpPort: 587,
  smtpSecurity: 'starttls' as const,
  smtpUsername: 'office@goldenhourevents.com',
  smtpPasswordSet: true,
  mailFrom: 'Golden Hour Events <office@goldenhourevents.com>',
  mailServer: 'company' as const,
};

export const EXAMPLE_PORTAL_ACCOUNT = {
  id: 7,
  clientName: 'Maya Lopez & Sam Nguyen',
  email: 'maya.lopez@example.com',
  eventName: 'Lopez-Nguyen Wedding',
  previousLogin: '2026-11-18T19:42:00.000Z',
};
export const EXAMPLE_PORTAL_DOCUMENT = {
  id: 88,
  name: 'Wedding services agreement',
  description: 'Signed by both parties',
  category: 'contracts',
  mimeType: 'application/pdf',
  fileSize: '184 KB',
  sharedAt: '2026-11-02T15:10:00.000Z',
  fromClient: false,
};
/** A file a client sent through their portal (`POST /portal/uploads`), as the portal lists it. */
export const EXAMPLE_PORTAL_UPLOAD = {
  id: 95,
  name: 'guest-list.xlsx',
  description: 'Sent by Maya Lopez & Sam Nguyen through their portal',
  category: 'client-upload',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileSize: '22 KB',
  sharedAt: '2026-11-20T21:05:00.000Z',
  fromClient: true,
};
export const EXAMPLE_PORTAL_SHARE = {
  documentId: 88,
  name: 'Wedding services agreement',
  category: 'contracts',
  sharedAt: '2026-11-02T15:10:00.000Z',
};

const EXAMPLE_INVOICE_LINES = [
  { description: 'Chiavari chairs, gold', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
  { description: 'Day-of coordination', quantity: '1', unitPrice: '2500.00', taxRate: '0.00' },
];
export const EXAMPLE_INVOICE = {
  id: 57,
  number: 'INV-2026-0042',
  status: 'partially_paid',
  overdue: false,
  clientId: 42,
  clientName: 'Maya Lopez & Sam Nguyen',
  eventId: 31,
  eventName: 'Lopez-Nguyen Wedding',
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  paymentTerms: 'Net 30',
  notes: 'Deposit received with thanks.',
  items: [
    { ...EXAMPLE_INVOICE_LINES[0], amount: '1020.00', tax: '84.15' },
    { ...EXAMPLE_INVOICE_LINES[1], amount: '2500.00', tax: '0.00' },
  ],
  discount: '100.00',
  subtotal: '3520.00',
  tax: '84.15',
  total: '3504.15',
  paid: '1000.00',
  balance: '2504.15',
  voidReason: null,
  sentAt: '2026-11-20T09:12:00.000Z',
  paidAt: null,
  voidedAt: null,
  version: 4,
  createdAt: '2026-11-18T16:02:11.000Z',
  updatedAt: '2026-11-21T10:15:40.000Z',
};
export const EXAMPLE_INVOICE_DRAFT = {
  clientId: 42,
  eventId: 31,
  dueDate: '2026-12-20',
  paymentTerms: 'Net 30',
  notes: 'Deposit received with thanks.',
  discount: '100.00',
  items: EXAMPLE_INVOICE_LINES,
};
export const EXAMPLE_PAYMENT = {
  id: 88,
  amount: '1000.00',
  date: '2026-11-21',
  method: 'Bank Transfer',
  reference: 'Wire 2211-554',
  createdAt: '2026-11-21T10:15:40.000Z',
};

export const EXAMPLE_RESERVATION = {
  id: 301,
  eventId: 87,
  inventoryId: 17,
  itemName: 'Chiavari chair, gold',
  sku: 'CHR-CHV-GLD',
  quantity: 120,
  status: 'reserved',
  returnedQuantity: null,
  shortfallReason: null,
  checkedOutAt: null,
  returnedAt: null,
  rentalPrice: '4.50',
  rentalUnit: 'day',
  invoiceId: null,
  invoiceNumber: null,
  invoiceStatus: null,
  version: 1,
  createdAt: '2026-11-21T10:15:40.000Z',
  updatedAt: '2026-11-21T10:15:40.000Z',
};
