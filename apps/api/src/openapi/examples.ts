/**
 * Examples for the OpenAPI document: one event business (Golden Hour Events) and its data. Each must
 * validate against the schema it illustrates (test/openapi.test.ts) and, for request bodies, be accepted
 * by the server as it stands (test/openapi-statuses.test.ts sends them).
 */

/** A file stored by POST /api/uploads; the tests swap in one they uploaded. */
export const EXAMPLE_FILE_ID = '6f1d2c7e-8a43-4f0e-9b7a-2d5c1e9f4a10';
export const EXAMPLE_FILE_URL = `/api/files/${EXAMPLE_FILE_ID}`;
export const EXAMPLE_REQUEST_ID = '0b7e4a52-3c1f-4d8e-9a6b-5f2c8d1e7a34';

const CREATED_AT = '2026-09-14T15:42:07.000Z';
const UPDATED_AT = '2026-11-20T18:05:33.000Z';

type Example = Record<string, unknown>;
/** A CRUD resource's examples: its create body, an update body and the row it answers. */
export type ResourceExamples = { create: Example; update: Example; row: Example };

const client = {
  name: 'Harbor & Vine Weddings',
  industry: 'Weddings',
  contactName: 'Maya Lopez',
  contactEmail: 'maya@harborandvine.com',
  contactPhone: '+1 415 555 0142',
  address: '220 Embarcadero, San Francisco, CA 94105',
  status: 'active',
};

const product = {
  name: 'Wedding Day Timeline Template',
  description:
    'A minute-by-minute planner for the ceremony, cocktail hour and reception, for Google Sheets and Excel.',
  price: '29.00',
  category: 'Templates',
  status: 'active',
  fileUrl: EXAMPLE_FILE_URL,
  imageUrl: null,
};

const inventoryItem = {
  name: 'Chiavari chair, gold',
  sku: 'CHR-CHV-GLD',
  category: 'Furniture',
  quantity: 180,
  minQuantity: 40,
  unitValue: '12.50',
  description: 'Resin Chiavari chair with an ivory cushion; stacks by 8.',
};

const event = {
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

const campaign = {
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
const campaignMetrics = {
  reach: 4200,
  engagement: 980,
  conversions: 37,
  clicks: 610,
  impressions: 15400,
  cost: '1180.00',
  notes: 'Second reminder sent on Tuesday; open rate up from 31% to 38%.',
};

const document = {
  name: 'Lopez–Nguyen services agreement.pdf',
  description: 'Signed services agreement, 50% deposit due on signature.',
  category: 'contracts',
  fileUrl: EXAMPLE_FILE_URL,
  fileSize: '184 KB',
  mimeType: 'application/pdf',
};

const portal = {
  clientName: 'Harbor & Vine Weddings',
  email: 'maya@harborandvine.com',
  eventName: 'Lopez–Nguyen Wedding',
  status: 'active',
};

const businessInfo = {
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

const vendor = {
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

const marketingAsset = {
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

const template = {
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

const financialRecord = {
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

const user = {
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

const row = (id: number, version: number, fields: Example): Example => ({
  id,
  version,
  createdAt: CREATED_AT,
  updatedAt: UPDATED_AT,
  ...fields,
});

/** Examples of the CRUD resources, keyed by their REST path segment (the operations' tag). */
export const RESOURCE_EXAMPLES: Record<string, ResourceExamples> = {
  clients: {
    create: client,
    update: { contactPhone: '+1 415 555 0199', version: 3 },
    row: row(42, 4, {
      ...client,
      contactPhone: '+1 415 555 0199',
      revenue: '18450.00',
      eventsCount: 3,
      outstanding: '2504.15',
    }),
  },
  'digital-products': {
    create: product,
    update: { price: '34.00', version: 2 },
    row: row(7, 3, { ...product, price: '34.00', downloads: 126 }),
  },
  inventory: {
    create: inventoryItem,
    update: { quantity: 150, version: 5 },
    row: row(17, 6, { ...inventoryItem, quantity: 150, status: 'in_stock', reservedNext30Days: 120 }),
  },
  events: {
    create: event,
    update: { venue: 'Fort Mason Center, Gateway Pavilion', version: 2 },
    row: row(87, 3, {
      ...event,
      clientId: 42,
      venue: 'Fort Mason Center, Gateway Pavilion',
      invoiced: '3504.15',
      paid: '1000.00',
      profit: '21350.00',
    }),
  },
  campaigns: {
    create: campaign,
    update: { status: 'active', version: 1 },
    row: row(9, 2, { ...campaign, status: 'active', reach: 4200, engagement: 980, conversions: 37 }),
  },
  documents: {
    create: document,
    update: { description: 'Signed and countersigned services agreement.', version: 1 },
    row: row(233, 2, {
      ...document,
      description: 'Signed and countersigned services agreement.',
      uploadedBy: 'jordan.reyes',
      fileId: EXAMPLE_FILE_ID,
      eventId: 87,
    }),
  },
  'client-portals': {
    create: { ...portal, password: 'Sunset-Pavilion-2027' },
    update: { status: 'inactive', version: 2 },
    row: row(15, 3, {
      ...portal,
      clientId: 42,
      eventId: 87,
      status: 'inactive',
      lastLogin: '2026-11-18T20:14:52.000Z',
      documentsShared: 4,
      showBudget: false,
      shownEventIds: [91],
    }),
  },
  'business-info': {
    create: businessInfo,
    update: { cost: '540.00', version: 1 },
    row: row(5, 2, { ...businessInfo, cost: '540.00' }),
  },
  vendors: {
    create: vendor,
    update: { rating: 4, version: 3 },
    row: row(23, 4, { ...vendor, rating: 4 }),
  },
  'marketing-assets': {
    create: marketingAsset,
    update: { usageNotes: 'Keep 24 px of clear space; use the white version on dark photos.', version: 1 },
    row: row(31, 2, {
      ...marketingAsset,
      usageNotes: 'Keep 24 px of clear space; use the white version on dark photos.',
    }),
  },
  templates: {
    create: template,
    update: { description: 'Three packages with a payment schedule and a cancellation policy.', version: 2 },
    row: row(12, 3, {
      ...template,
      description: 'Three packages with a payment schedule and a cancellation policy.',
      usageCount: 27,
    }),
  },
  'financial-records': {
    create: financialRecord,
    update: { amount: '12500.00', version: 1 },
    row: row(1208, 2, { ...financialRecord, amount: '12500.00', clientId: 42, eventId: 87, vendorId: null }),
  },
};

const userRow = row(12, 2, {
  ...user,
  jobTitle: 'Senior Event Manager',
  lastLogin: '2026-11-20T16:02:45.000Z',
  twoFactorEnabled: true,
});
const currentUser = {
  id: 12,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  profileImage: null,
  twoFactorPending: false,
  colorScheme: 'system',
};
const notification = {
  id: 311,
  type: 'inventory',
  title: 'Low stock',
  message: 'Chiavari chair, gold (CHR-CHV-GLD) is low: 32 left, minimum 40',
  priority: 'normal',
  isRead: false,
  relatedId: 17,
  relatedType: 'inventory',
  actionUrl: '/inventory',
  metadata: null,
  createdAt: '2026-11-20T17:30:00.000Z',
  expiresAt: null,
};
const companySettings = {
  companyName: 'Golden Hour Events',
  logoUrl: EXAMPLE_FILE_URL,
  description: 'Weddings and corporate events around the Bay Area since 2014.',
  website: 'https://goldenhourevents.com',
  address: '455 Market Street, Suite 1200, San Francisco, CA 94105',
  phone: '+1 415 555 0100',
  timeZone: 'America/Los_Angeles',
  requireTwoFactorAdmins: true,
  requireTwoFactorEveryone: false,
  invoicePrefix: 'GHE',
  invoiceNextNumber: 43,
};

/**
 * Examples of the other operations, keyed by "METHOD /path" as in the document: `request` for the body,
 * `response` for the success answer.
 */
const portalAccount = {
  id: 7,
  clientName: 'Maya Lopez & Sam Nguyen',
  email: 'maya.lopez@example.com',
  eventName: 'Lopez-Nguyen Wedding',
  previousLogin: '2026-11-18T19:42:00.000Z',
};
const portalDocument = {
  id: 88,
  name: 'Wedding services agreement',
  description: 'Signed by both parties',
  category: 'contracts',
  mimeType: 'application/pdf',
  fileSize: '184 KB',
  sharedAt: '2026-11-02T15:10:00.000Z',
  fromClient: false,
};
const portalUpload = {
  id: 95,
  name: 'guest-list.xlsx',
  description: 'Sent by Maya Lopez & Sam Nguyen through their portal',
  category: 'client-upload',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileSize: '22 KB',
  sharedAt: '2026-11-20T21:05:00.000Z',
  fromClient: true,
};
const portalShare = {
  documentId: 88,
  name: 'Wedding services agreement',
  category: 'contracts',
  sharedAt: '2026-11-02T15:10:00.000Z',
};

const invoiceLines = [
  { description: 'Chiavari chairs, gold', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
  { description: 'Day-of coordination', quantity: '1', unitPrice: '2500.00', taxRate: '0.00' },
];
const invoice = {
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
    { ...invoiceLines[0], amount: '1020.00', tax: '84.15' },
    { ...invoiceLines[1], amount: '2500.00', tax: '0.00' },
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
const invoiceDraftRequest = {
  clientId: 42,
  eventId: 31,
  dueDate: '2026-12-20',
  paymentTerms: 'Net 30',
  notes: 'Deposit received with thanks.',
  discount: '100.00',
  items: invoiceLines,
};
const payment = {
  id: 88,
  amount: '1000.00',
  date: '2026-11-21',
  method: 'Bank Transfer',
  reference: 'Wire 2211-554',
  createdAt: '2026-11-21T10:15:40.000Z',
};

const reservation = {
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
  version: 1,
  createdAt: '2026-11-21T10:15:40.000Z',
  updatedAt: '2026-11-21T10:15:40.000Z',
};

export const OPERATION_EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  // "Select all N matching", then Change status: the list's search and filters instead of ids.
  'POST /clients/bulk': {
    request: { action: 'status', status: 'inactive', filter: { search: 'wedding', status: 'pending' } },
    response: { affected: 12 },
  },
  'GET /events/{id}/summary': {
    response: {
      eventId: 87,
      income: '24000.00',
      expenses: '2650.00',
      profit: '21350.00',
      budget: '48000.00',
      invoiced: '3504.15',
      paid: '1000.00',
      spanFrom: '2027-06-11',
      spanTo: '2027-06-12',
      reservations: [reservation],
    },
  },
  'GET /events/{id}/reservations': { response: [reservation] },
  'POST /events/{id}/reservations': { request: { inventoryId: 17, quantity: 120 }, response: reservation },
  'PATCH /reservations/{id}': {
    request: { status: 'returned', returnedQuantity: 118, shortfallReason: 'damaged', version: 2 },
    response: {
      ...reservation,
      status: 'returned',
      returnedQuantity: 118,
      shortfallReason: 'damaged',
      checkedOutAt: '2027-06-11T08:00:00.000Z',
      returnedAt: '2027-06-13T17:30:00.000Z',
      version: 3,
    },
  },
  'DELETE /reservations/{id}': { response: { id: 301, deleted: true } },
  'GET /inventory/{id}/availability': {
    response: {
      inventoryId: 17,
      quantity: 150,
      days: [
        { date: '2027-06-11', reserved: 120, free: 30 },
        { date: '2027-06-12', reserved: 150, free: 0 },
      ],
    },
  },
  'GET /invoices': { response: [invoice] },
  'POST /invoices': {
    request: invoiceDraftRequest,
    response: {
      ...invoice,
      number: null,
      status: 'draft',
      issueDate: null,
      paid: '0.00',
      balance: '3504.15',
      version: 1,
    },
  },
  'GET /invoices/{id}': { response: invoice },
  'PATCH /invoices/{id}': {
    request: { dueDate: '2027-01-05', version: 1 },
    response: {
      ...invoice,
      number: null,
      status: 'draft',
      issueDate: null,
      dueDate: '2027-01-05',
      paid: '0.00',
      balance: '3504.15',
      version: 2,
    },
  },
  'DELETE /invoices/{id}': { response: { id: 57, deleted: true } },
  'POST /invoices/{id}/send': { response: { ...invoice, status: 'sent', paid: '0.00', balance: '3504.15' } },
  'POST /invoices/{id}/void': {
    request: { reason: 'Replaced by INV-2026-0043' },
    response: { ...invoice, status: 'void', voidReason: 'Replaced by INV-2026-0043' },
  },
  'GET /invoices/{id}/payments': { response: [payment] },
  'POST /invoices/{id}/payments': {
    request: { amount: '1000.00', date: '2026-11-21', method: 'Bank Transfer', reference: 'Wire 2211-554' },
    response: payment,
  },
  'DELETE /invoices/{id}/payments/{paymentId}': { response: { id: 88, deleted: true } },
  'POST /auth/login': {
    request: { username: 'jordan.reyes', password: 'Welcome-2026!' },
    response: { user: currentUser },
  },
  'GET /auth/me': { response: { user: currentUser } },
  'POST /auth/2fa/setup': {
    response: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri:
        'otpauth://totp/Golden%20Hour%20Events:jordan.reyes?issuer=Golden%20Hour%20Events&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    },
  },
  'POST /auth/2fa/enable': {
    request: { code: '492039' },
    response: {
      recoveryCodes: [
        '4k7q-m2xv-9d3r-h8tn',
        'b6wz-p1jc-t5ay-q0ke',
        'x3fn-8gvm-r2hs-d7bw',
        'm9ct-k4qe-w6zd-2yjp',
        'h1vr-s7nb-c3xg-f5ma',
        'q8de-y0tk-j6wp-n2zc',
        'z5gs-a9rh-v1mx-b4kt',
        'p2yq-e7cf-g3nd-w8jv',
        't6mb-h0xz-k9aq-s1re',
        'c4wj-n5pt-d8ky-v2gh',
      ],
    },
  },
  'POST /auth/2fa/disable': {
    request: { code: '715284' },
    response: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
  },
  'POST /auth/logout': { response: { success: true } },
  'GET /campaigns/{id}/metrics': {
    response: [
      { id: 58, campaignId: 9, recordedAt: '2027-03-15T17:20:00.000Z', ...campaignMetrics },
      {
        id: 41,
        campaignId: 9,
        recordedAt: '2027-03-08T16:45:00.000Z',
        reach: 2100,
        engagement: 430,
        conversions: 12,
        clicks: null,
        impressions: null,
        cost: null,
        notes: null,
      },
    ],
  },
  'POST /campaigns/{id}/metrics': {
    request: campaignMetrics,
    response: { id: 58, campaignId: 9, recordedAt: '2027-03-15T17:20:00.000Z', ...campaignMetrics },
  },
  'GET /dashboard/stats': {
    response: {
      totalClients: 64,
      activeEvents: 11,
      activeCampaigns: 2,
      totalIncome: '486250.00',
      totalExpenses: '203118.40',
      netProfit: '283131.60',
      outstanding: '18420.00',
    },
  },
  'GET /dashboard/revenue': {
    response: [
      { month: '2026-09', income: '42850.00', expenses: '17320.50' },
      { month: '2026-10', income: '51200.00', expenses: '22410.75' },
      { month: '2026-11', income: '38975.00', expenses: '15002.10' },
    ],
  },
  'GET /notifications': {
    response: [
      notification,
      { ...notification, id: 305, isRead: true, createdAt: '2026-11-19T09:00:00.000Z' },
    ],
  },
  'GET /notifications/unread': { response: [notification] },
  'PATCH /notifications/{id}/read': { response: { ...notification, isRead: true } },
  'PATCH /notifications/read-all': { response: { updated: 3 } },
  'DELETE /notifications/{id}': { response: { id: 311, deleted: true } },
  'GET /company-settings': { response: { ...companySettings, version: 7, updatedAt: UPDATED_AT } },
  'PUT /company-settings': {
    request: { phone: '+1 415 555 0111', timeZone: 'America/Los_Angeles', version: 7 },
    response: { ...companySettings, phone: '+1 415 555 0111', version: 8, updatedAt: UPDATED_AT },
  },
  'GET /users': { response: [userRow] },
  'POST /users': {
    request: { ...user, password: 'Welcome-2026!' },
    response: row(12, 1, { ...user, lastLogin: null, twoFactorEnabled: false }),
  },
  'GET /users/{id}': { response: userRow },
  'PATCH /users/{id}': { request: { jobTitle: 'Senior Event Manager', version: 1 }, response: userRow },
  'DELETE /users/{id}': { response: { id: 12, deleted: true } },
  'POST /users/{id}/end-sessions': { response: { id: 12, endedSessions: 2 } },
  'POST /users/{id}/2fa/reset': { response: { id: 12, reset: true, endedSessions: 1 } },
  'GET /users/me/tokens': {
    response: [
      {
        id: 4,
        name: 'Zapier: new leads to clients',
        createdAt: '2026-10-02T08:12:00.000Z',
        lastUsedAt: '2026-11-20T17:31:00.000Z',
      },
      { id: 6, name: 'Month-end export', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null },
    ],
  },
  'POST /users/me/tokens': {
    request: { name: 'Zapier: new leads to clients' },
    response: {
      id: 4,
      name: 'Zapier: new leads to clients',
      token: 'evf_Jq3x9VbN2kR7tW0yLm5sPz8cDf1gHa4eUo6iQr2Bn0M',
    },
  },
  'DELETE /users/me/tokens/{id}': { response: { id: 4, deleted: true } },
  'POST /users/me/calendar-token': {
    response: {
      url: 'https://office.example.com/api/calendar/evc_q8Zt2LwN5xVb7KcR0mJ3sPy9dHf4gAe1UoTi6nWk2Bx.ics',
      createdAt: '2026-11-26T07:05:00.000Z',
    },
  },
  'POST /users/me/color-scheme': { request: { colorScheme: 'dark' }, response: { colorScheme: 'dark' } },
  'POST /users/{id}/change-password': {
    request: { currentPassword: 'Welcome-2026!', newPassword: 'Golden-Gate-At-Dusk-7' },
    response: { success: true, message: 'Password changed successfully' },
  },
  'GET /audit-log': {
    response: [
      {
        id: 9021,
        occurredAt: UPDATED_AT,
        actorId: 12,
        actorName: 'jordan.reyes',
        action: 'update',
        tableName: 'inventory',
        recordId: '17',
        changes: { quantity: { from: 180, to: 150 } },
        requestId: EXAMPLE_REQUEST_ID,
      },
    ],
  },
  'GET /health': { response: { status: 'ok' } },
  'POST /portal/auth/login': {
    request: { email: 'maya.lopez@example.com', password: 'Our-Big-Day-2027' },
    response: { portal: portalAccount },
  },
  'POST /portal/auth/logout': { response: { success: true } },
  'GET /portal/me': { response: { portal: portalAccount } },
  'POST /portal/me/change-password': {
    request: { currentPassword: 'Our-Big-Day-2027', newPassword: 'Sunset-On-The-Bay-9' },
    response: { success: true },
  },
  'GET /portal/events': {
    response: [
      {
        id: 31,
        name: 'Lopez-Nguyen Wedding',
        type: 'Wedding',
        date: '2027-06-12',
        time: '16:00',
        venue: 'Fort Mason Center, San Francisco',
        status: 'confirmed',
        budget: null,
      },
    ],
  },
  'GET /portal/documents': { response: [portalDocument, { ...portalUpload }] },
  'GET /portal/invoices': {
    response: [
      {
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        overdue: invoice.overdue,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        total: invoice.total,
        paid: invoice.paid,
        balance: invoice.balance,
        eventName: invoice.eventName,
      },
    ],
  },
  'POST /portal/uploads': { response: portalUpload },
  'GET /client-portals/{id}/preview': {
    response: {
      portal: portalAccount,
      events: [
        {
          id: 31,
          name: 'Lopez-Nguyen Wedding',
          type: 'Wedding',
          date: '2027-06-12',
          time: '16:00',
          venue: 'Fort Mason Center, San Francisco',
          status: 'confirmed',
          budget: null,
        },
      ],
      documents: [portalDocument],
    },
  },
  'GET /client-portals/{id}/shares': { response: [portalShare] },
  'POST /client-portals/{id}/shares': { request: { documentId: 88 }, response: [portalShare] },
  'DELETE /client-portals/{id}/shares/{documentId}': { response: [] },
  'POST /uploads': {
    response: {
      id: EXAMPLE_FILE_ID,
      url: EXAMPLE_FILE_URL,
      fileName: 'lopez-nguyen-agreement.pdf',
      mimeType: 'application/pdf',
      size: 188416,
    },
  },
};
