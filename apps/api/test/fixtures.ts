/** Valid inputs for every resource, shared by the authorization matrix and the fuzz tests. */

export type SeededResource =
  | 'clients'
  | 'digitalProducts'
  | 'inventory'
  | 'events'
  | 'campaigns'
  | 'documents'
  | 'clientPortals'
  | 'businessInfo'
  | 'vendors'
  | 'marketingAssets'
  | 'templates'
  | 'financialRecords'
  | 'emailTemplates';

let counter = 0;
/** A value no other call of this process has used (usernames, SKUs). */
export const unique = () => `${Date.now().toString(36)}-${++counter}`;

// Valid bodies: an allowed call really succeeds (a refused one would have changed something), and a
// fuzzed field reaches the database with every other field valid.
export const CREATE: Record<SeededResource, () => Record<string, unknown>> = {
  clients: () => ({
    name: 'Matrix Client',
    industry: 'Events',
    contactName: 'Ada',
    contactEmail: 'ada@matrix.test',
  }),
  digitalProducts: () => ({
    name: 'Matrix Guide',
    description: 'A guide',
    price: '10.00',
    category: 'Guides',
  }),
  inventory: () => ({ name: 'Speaker', sku: `MX-${unique()}`, category: 'Audio/Visual', unitValue: '5' }),
  events: () => ({
    name: 'Gala',
    type: 'Party',
    clientName: 'Matrix Client',
    date: '2027-05-01',
    time: '18:30',
    venue: 'Hall',
    budget: '100',
  }),
  campaigns: () => ({ name: 'Launch', type: 'email', description: 'Spring launch' }),
  documents: () => ({
    name: 'Contract.pdf',
    category: 'contracts',
    fileUrl: 'https://files.example.com/c.pdf',
    fileSize: '1 KB',
    mimeType: 'application/pdf',
  }),
  clientPortals: () => ({
    clientName: 'Matrix Client',
    email: 'portal@matrix.test',
    eventName: 'Gala',
    password: 'portal-pass-1',
  }),
  businessInfo: () => ({ name: 'Venue portal', value: 'venue.example', password: 'matrix-secret' }),
  vendors: () => ({ name: 'Caterer', contactName: 'Bo', contactEmail: 'bo@matrix.test' }),
  marketingAssets: () => ({ name: 'Logo', type: 'logo', category: 'brand' }),
  templates: () => ({
    name: 'Invoice',
    category: 'invoice',
    fileUrl: 'https://files.example.com/i.pdf',
    fileName: 'i.pdf',
    fileType: 'pdf',
  }),
  financialRecords: () => ({
    type: 'income',
    category: 'Event Services',
    description: 'Deposit',
    amount: '250.25',
    date: '2026-11-01',
  }),
  // A template's name is unique.
  emailTemplates: () => ({
    name: `Welcome ${unique()}`,
    subject: 'Welcome, {{client.contactName}}',
    html: '<p>Dear {{client.contactName}},</p><p>Welcome aboard.</p>',
    purpose: 'general',
  }),
};
export const UPDATE: Record<SeededResource, Record<string, unknown>> = {
  clients: { name: 'Matrix Client renamed' },
  digitalProducts: { name: 'Matrix Guide renamed' },
  inventory: { name: 'Speaker renamed' },
  events: { name: 'Gala renamed' },
  campaigns: { name: 'Launch renamed' },
  documents: { name: 'Contract renamed.pdf' },
  clientPortals: { status: 'inactive' },
  businessInfo: { name: 'Venue portal renamed' },
  vendors: { name: 'Caterer renamed' },
  marketingAssets: { name: 'Logo renamed' },
  templates: { name: 'Invoice renamed' },
  financialRecords: { description: 'Deposit renamed' },
  emailTemplates: { subject: 'Welcome back, {{client.contactName}}' },
};
export const REST_PATH: Record<SeededResource, string> = {
  clients: 'clients',
  digitalProducts: 'digital-products',
  inventory: 'inventory',
  events: 'events',
  campaigns: 'campaigns',
  documents: 'documents',
  clientPortals: 'client-portals',
  businessInfo: 'business-info',
  vendors: 'vendors',
  marketingAssets: 'marketing-assets',
  templates: 'templates',
  financialRecords: 'financial-records',
  emailTemplates: 'email-templates',
};
