// Links that let a client set their portal's password: staff's invitations and the client's own
// resets. The e-mail carries a random token; the table keeps its SHA-256 only. Whether a link has
// expired is decided by the database's clock, the one that wrote its expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { PortalLinkPurpose } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** Links expired this long ago are deleted when their portal gets a new one (until then they say "expired"). */
const KEEP_EXPIRED_DAYS = 30;

/** The stored form of a link's token: lower-case hex SHA-256 of the token as the link carries it. */
export function hashPortalLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a link's e-mail is written from: whom the portal is for, and its address. */
const LINK_PORTAL_COLUMNS = [
  'id',
  'status',
  'email',
  'clientId',
  'clientName',
  'eventId',
  'eventName',
] as const;

/**
 * A portal about to get a link, its row locked until the transaction ends (so two invitations, or two
 * resets counted against the hourly cap, run one after the other); undefined when there is none.
 */
export function lockPortalForLink(db: Db, portalId: number) {
  return db
    .selectFrom('client_portals')
    .select(LINK_PORTAL_COLUMNS)
    .where('id', '=', portalId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The open (not closed) portals that sign in with this e-mail, their rows locked as lockPortalForLink
 * does; an e-mail can serve more than one portal.
 */
export function lockOpenPortalsByEmail(db: Db, email: string) {
  return db
    .selectFrom('client_portals')
    .select(LINK_PORTAL_COLUMNS)
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .where('status', '<>', 'inactive')
    .orderBy('id')
    .limit(10)
    .forNoKeyUpdate()
    .execute();
}

/** How many links of `purpose` the portal was sent in the last `withinMs`. */
export async function countRecentPortalLinks(
  db: Db,
  portalId: number,
  purpose: PortalLinkPurpose,
  withinMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('portal_password_links')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('portalId', '=', portalId)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', sql<string>`now() - make_interval(secs => ${withinMs / 1000})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new link for the portal, valid for `lifetimeMs`: answers its token (in the e-mail only) and expiry.
 * With `replaceUnused` (an invitation), the portal's links not used yet are deleted first, so only the
 * newest invitation works. Links that expired long ago go as well.
 */
export async function createPortalLink(
  db: Db,
  link: { portalId: number; purpose: PortalLinkPurpose; lifetimeMs: number; replaceUnused: boolean },
): Promise<{ token: string; expiresAt: string }> {
  let stale = db.deleteFrom('portal_password_links').where('portalId', '=', link.portalId);
  stale = link.replaceUnused
    ? stale.where((eb) =>
        eb.or([
          eb('usedAt', 'is', null),
          eb('expiresAt', '<', sql<string>`now() - make_interval(days => ${KEEP_EXPIRED_DAYS})`),
        ]),
      )
    : stale.where('expiresAt', '<', sql<string>`now() - make_interval(days => ${KEEP_EXPIRED_DAYS})`);
  await stale.execute();
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('portal_password_links')
    .values({
      portalId: link.portalId,
      purpose: link.purpose,
      tokenHash: hashPortalLinkToken(token),
      expiresAt: sql<string>`now() + make_interval(secs => ${link.lifetimeMs / 1000})`,
    })
    .returning('expiresAt')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expiresAt };
}

export type PortalLinkState = {
  id: number;
  portalId: number;
  purpose: PortalLinkPurpose;
  used: boolean;
  expired: boolean;
  portalStatus: 'active' | 'inactive' | 'pending';
  /** The portal's e-mail (its sign-in name). */
  email: string;
};

/**
 * The link with this token hash and its portal's status, or undefined when there is none. With `lock`
 * (in a transaction), the link's row stays locked until it ends: two uses of one link run one after
 * the other, and the second finds it used.
 */
export async function findPortalLink(
  db: Db,
  tokenHash: string,
  lock = false,
): Promise<PortalLinkState | undefined> {
  let query = db
    .selectFrom('portal_password_links as l')
    .innerJoin('client_portals as p', 'p.id', 'l.portalId')
    .select([
      'l.id',
      'l.portalId',
      'l.purpose',
      sql<boolean>`l.used_at is not null`.as('used'),
      sql<boolean>`l.expires_at <= now()`.as('expired'),
      'p.status as portalStatus',
      'p.email',
    ])
    .where('l.tokenHash', '=', tokenHash);
  if (lock) query = query.forUpdate('l');
  return query.executeTakeFirst();
}

/**
 * Marks the link used, and deletes the portal's other links not used yet: once the client has set a
 * password, the other e-mails' links have done their work.
 */
export async function usePortalLink(db: Db, link: { id: number; portalId: number }) {
  await db
    .updateTable('portal_password_links')
    .set({ usedAt: sql<string>`now()` })
    .where('id', '=', link.id)
    .execute();
  await db
    .deleteFrom('portal_password_links')
    .where('portalId', '=', link.portalId)
    .where('id', '<>', link.id)
    .where('usedAt', 'is', null)
    .execute();
}
