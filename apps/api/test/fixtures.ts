import { appRouter } from '../src/trpc/root.ts';
import type { CrudOperation, ProcedureMeta } from '../src/trpc/trpc.ts';

/*
 * Valid inputs for every CRUD resource, shared by the authorization matrix, the fuzz tests, the router
 * test and the statuses probe. The resources are found in the router (the procedures crudProcedures
 * made carry `meta.crud`); each is created from its documented example (`examples.create`, a unique
 * field made unique per call) and updated with its `examples.update`, unless a body below says
 * otherwise. A new resource needs no line here when its example can be created on an empty database.
 */

/** The resources with a body of their own below (tests name them: `CREATE.clients()`). */
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
  | 'emailTemplates'
  | 'leadForms';

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
  // The documented example names an auto-reply template by id, which an empty database does not have.
  leadForms: () => ({
    name: 'Matrix inquiry form',
    slug: `matrix-${unique()}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    stageId: 1,
  }),
};
const UPDATE: Record<SeededResource, Record<string, unknown>> = {
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
  leadForms: { name: 'Inquiry form renamed' },
};

type Procedure = { _def: { meta?: ProcedureMeta } };
// tRPC types the flattened procedure table loosely; each entry is a procedure with its meta.
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

/** One CRUD resource of the router: its router key (`emailTemplates`), REST path, create body and update changes. */
export type CrudResource = {
  key: string;
  path: string;
  create: () => Record<string, unknown>;
  update: Record<string, unknown>;
};

export const isSeeded = (key: string): key is SeededResource => key in CREATE;

/** The fields a create refuses to repeat (`meta.errors` 409 `duplicate-<field>`). */
function uniqueFields(meta: ProcedureMeta | undefined): string[] {
  return (meta?.errors?.[409] ?? []).flatMap((reason) =>
    reason.key.startsWith('duplicate-') ? [reason.key.slice('duplicate-'.length)] : [],
  );
}

/** The documented create example, each unique field given a suffix of this call's own. */
function fromExample(meta: ProcedureMeta | undefined): () => Record<string, unknown> {
  const example = { ...(meta?.examples?.request as Record<string, unknown> | undefined) };
  const uniques = uniqueFields(meta);
  return () =>
    Object.fromEntries(
      Object.entries(example).map(([k, v]) => [
        k,
        uniques.includes(k) && typeof v === 'string' ? `${v} ${unique()}` : v,
      ]),
    );
}

function crudProcedure(key: string, operation: CrudOperation): Procedure | undefined {
  const procedure = procedures[`${key}.${operation}`];
  return procedure?._def.meta?.crud?.operation === operation ? procedure : undefined;
}

/** Every CRUD resource of the router, in its order. */
export const CRUD_RESOURCES: readonly CrudResource[] = Object.entries(procedures).flatMap(
  ([name, procedure]) => {
    const crud = procedure._def.meta?.crud;
    if (crud?.operation !== 'create') return [];
    const key = name.slice(0, -'.create'.length);
    const { version: _, ...changes } = (crudProcedure(key, 'update')?._def.meta?.examples?.request ??
      {}) as Record<string, unknown>;
    return [
      {
        key,
        path: crud.path,
        create: isSeeded(key) ? CREATE[key] : fromExample(procedure._def.meta),
        update: isSeeded(key) ? UPDATE[key] : changes,
      },
    ];
  },
);

/** The CRUD resource of a router key; throws for a key that is none. */
export function crudResource(key: string): CrudResource {
  const resource = CRUD_RESOURCES.find((r) => r.key === key);
  if (!resource) throw new Error(`${key} is no CRUD resource of the router`);
  return resource;
}
