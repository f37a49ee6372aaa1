/*
 * What the API's matrix tests (authz-matrix, fuzz, openapi-statuses, router) take from a resource's
 * own file in test/resources/: the rows and inputs of its procedures beyond the standard CRUD ones
 * (those are derived from the router, fixtures.ts). Each matrix test loads every file of that folder,
 * so a new resource adds its file there and edits none of the matrices; a procedure that no file or
 * matrix covers fails the matrix's completeness test, which names it.
 */
import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '../src/auth/session-user.ts';
import type { callerAs } from './helpers.ts';

// ---------------------------------------------------------------------------------------------------
// The authorization matrix's columns and the statuses each kind of procedure answers in them.

export const COLUMNS = [
  'signedOut',
  'user',
  'manager',
  'admin',
  'disabled',
  'expired',
  'portalA',
  'portalB',
  'portalClosed',
  'portalExpired',
] as const;
export type Column = (typeof COLUMNS)[number];
export type PortalColumn = Extract<Column, `portal${string}`>;
export const PORTAL_COLUMNS: readonly PortalColumn[] = [
  'portalA',
  'portalB',
  'portalClosed',
  'portalExpired',
];
export const isPortal = (col: Column): col is PortalColumn => col.startsWith('portal');
export type Vector = readonly [
  signedOut: number,
  user: number,
  manager: number,
  admin: number,
  disabled: number,
  expired: number,
  portalA: number,
  portalB: number,
  portalClosed: number,
  portalExpired: number,
];
type StaffVector = readonly [number, number, number, number, number, number];

// The callers: signed out (no cookie); user, manager, admin (signed in); disabled (an *admin* account
// deactivated after signing in, its session row put back before every call, so the account check
// itself must refuse); expired (an admin session past the idle timeout of an app built with tiny
// timeouts on the same database, also put back before every call). Then the client portal's callers,
// each with a portal session cookie and nothing else: portal A and portal B (of another
// client), a portal staff closed after it signed in, and a portal session past the idle timeout. To
// every staff route a portal caller is someone signed out: `staff()` gives them the signed-out status.
const staff = (v: StaffVector): Vector => [...v, v[0], v[0], v[0], v[0]];
//                                           out  user  mgr  admin disabled expired
export const PUBLIC = staff(/*             */ [200, 200, 200, 200, 200, 200]);
export const LOGIN = staff(/*              */ [200, 200, 200, 200, 401, 200]); // each signs in as itself; a disabled account cannot
export const SIGNED_IN = staff(/*          */ [401, 200, 200, 200, 401, 401]);
export const SIGNED_IN_CREATED = staff(/*  */ [401, 201, 201, 201, 401, 401]);
export const ADMIN_ONLY = staff(/*         */ [401, 403, 403, 200, 401, 401]);
export const ADMIN_ONLY_CREATED = staff(/* */ [401, 403, 403, 201, 401, 401]);
export const ADMIN_ONLY_CONFLICT = staff(/**/ [401, 403, 403, 409, 401, 401]); // past the role check, refused by a rule
export const SIGNED_IN_BAD_INPUT = staff(/**/ [401, 400, 400, 400, 401, 401]);
export const SIGNED_IN_CONFLICT = staff(/* */ [401, 409, 409, 409, 401, 401]);
export const NO_CONTENT = staff(/*         */ [204, 204, 204, 204, 204, 204]); // HEAD on the dispatchers: no procedure runs
export const REDIRECT = staff(/*           */ [302, 302, 302, 302, 302, 302]);
export const NOT_FOUND = staff(/*          */ [404, 404, 404, 404, 404, 404]);
export const NOT_ALLOWED = staff(/*        */ [405, 405, 405, 405, 405, 405]);
// The portal's own routes:                 out  user mgr admin dis  exp  A    B    closed expired
export const PORTAL: Vector = /*              */ [401, 401, 401, 401, 401, 401, 200, 200, 401, 401];
export const PORTAL_CREATED: Vector = /*      */ [401, 401, 401, 401, 401, 401, 201, 201, 401, 401];
// Aimed at portal A's record: portal B is told it does not exist (404, never 403: no existence oracle).
export const PORTAL_A_ONLY: Vector = /*       */ [401, 401, 401, 401, 401, 401, 200, 404, 401, 401];
// Staff columns sign in to portal A with its password; each portal column with its own.
export const PORTAL_LOGIN: Vector = /*        */ [200, 200, 200, 200, 200, 200, 200, 200, 403, 200];

export type Account = { username: string; password: string; id: number };
/** What one cell is given: its column, the account it acts as (or against, when signed out) and a fresh row id. */
export type Cell = { col: Column; account: Account; fresh?: number };

/**
 * One row per procedure: the status over tRPC, the status over REST (exactly when the procedure has
 * OpenAPI metadata), its input per cell, and for deletions a fresh row made for each allowed cell
 * (refused cells aim at the seeded row, which must survive).
 */
export type ProcedureRow = {
  trpc: Vector;
  rest?: Vector;
  input?: (cell: Cell) => unknown;
  fresh?: (cell: Cell) => Promise<number>;
  /** State outside the checksummed tables that a refusal must also leave as it was. */
  unchanged?: () => Promise<unknown>;
};

// ---------------------------------------------------------------------------------------------------
// A resource's file.

/** What a resource's rows may read of the authorization matrix: the rows seeded, and fresh ones. */
type AuthzContext = {
  /** The row seeded for a CRUD resource (by router key: `clients`, `emailTemplates`). */
  seeded: (key: string) => number | undefined;
  /** A new row of a CRUD resource, made by an admin. */
  createAsAdmin: (key: string) => Promise<number>;
  /** A request as the admin, for a row of a resource without CRUD fixtures; answers its body. */
  asAdmin: (method: 'POST', url: string, body?: unknown) => Promise<{ id: number } & Record<string, unknown>>;
};

/** What a resource's fuzz inputs may read: a row of each CRUD resource to aim at, and one to delete. */
type FuzzContext = {
  seeded: (key: string) => number | undefined;
  victim: (key: string) => number | undefined;
};

/** An account of the statuses probe. */
export type ProbeAccount = {
  id: number;
  username: string;
  password: string;
  role: 'admin' | 'user';
  cookie: string;
  token: string;
};

/** What generic probes cannot guess about an operation (openapi-statuses.test.ts). */
export type StatusSpec = {
  /** Each probe acts as a new account of its role: the call ends or replaces the caller's session. */
  freshAccount?: boolean;
  /** The `{id}` of a valid call by `caller`. */
  target?: (caller: ProbeAccount) => Promise<string>;
  /** The valid body for `caller`, when the example cannot be it (made ready first when it is a promise). */
  body?: (caller: ProbeAccount) => unknown;
  /** The valid request's body and content type, for non-JSON bodies. */
  multipart?: () => { payload: Buffer; contentType: string };
  query?: string;
  /** Probes of what only this operation has; each returns the answers it got. */
  extra?: Record<string, () => Promise<LightMyRequestResponse[]>>;
  /** A portal operation that ends or replaces its session: each probe signs the portal in afresh. */
  freshPortalSession?: boolean;
  /** The second path parameter (`{documentId}`, `{paymentId}`) of a valid call on `{id}`. */
  subId?: (id: string) => Promise<string>;
};

/** A request without any credentials (a JSON body when given), as a public page's visitor sends it. */
type Anonymous = (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;

/** What a resource's status specs may use: requests as an account, rows made through the API. */
type StatusesContext = {
  admin: ProbeAccount;
  as: (account: ProbeAccount, method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  anonymous: Anonymous;
  /** `use` sends through an app on the probes' database built with a limit of its own, closed after. */
  withApp: <T>(
    options: { publicFormSubmissionsPerWindow: number },
    use: (anonymous: Anonymous) => Promise<T>,
  ) => Promise<T>;
  /** Creates a row through the collection's documented POST (`/clients`); answers its id. */
  createThrough: (collection: string, account: ProbeAccount) => Promise<string>;
  /** An id no row has. */
  unknownId: string;
  /** A client made for the probes. */
  clientId: number;
};

type Caller = ReturnType<typeof callerAs>;
/** What a resource's router calls use: callers as the seeded staff, and each procedure by its path. */
type RouterContext = {
  callerFor: (user: SessionUser | null) => Caller;
  users: Record<string, SessionUser>;
  /** The procedure at `path` for `caller`; the router test counts it as called. */
  procedure: (caller: Caller, path: string) => (input?: unknown) => Promise<unknown>;
};

export type ResourceTests = {
  /** Authorization rows of its procedures, by path (`emailTemplates.preview`). */
  authz?: (ctx: AuthzContext) => Record<string, ProcedureRow>;
  /** A valid input of each procedure to fuzz from, by path (undefined: it takes none). */
  fuzz?: (ctx: FuzzContext) => Record<string, Record<string, unknown> | undefined>;
  /** The statuses probe's specs of its operations, by "METHOD /path". */
  statuses?: (ctx: StatusesContext) => Record<string, StatusSpec>;
  /** Calls of its procedures through createCaller, as the web app makes them, with what they answer. */
  router?: Record<string, (ctx: RouterContext) => Promise<void>>;
};

/** A resource's file: `export default defineResourceTests({ … })`. */
export const defineResourceTests = (tests: ResourceTests): ResourceTests => tests;

/** Every resource's file of test/resources/, by file name. */
const RESOURCE_TESTS: ReadonlyArray<readonly [file: string, tests: ResourceTests]> = await Promise.all(
  readdirSync(new URL('./resources/', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(
      async (file) =>
        [
          file,
          ((await import(new URL(`./resources/${file}`, import.meta.url).href)) as { default: ResourceTests })
            .default,
        ] as const,
    ),
);

/** The union of every resource file's entries of one kind; a key two files both give throws. */
export function fromResources<T>(
  pick: (tests: ResourceTests) => Record<string, T> | undefined,
): Record<string, T> {
  const all: Record<string, T> = {};
  for (const [file, tests] of RESOURCE_TESTS) {
    for (const [key, value] of Object.entries(pick(tests) ?? {})) {
      if (key in all) throw new Error(`${file}: ${key} is given by another resource file too`);
      all[key] = value;
    }
  }
  return all;
}
