// The client's side of a portal: sign-in, sessions, what a portal may see, and the shares
// staff make. Every read a portal makes is scoped by its own id in the SQL itself, so a document or
// event of another portal is simply not found.
import { randomBytes } from 'node:crypto';
import type { PortalSessionEndReason } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import { notifyOnce } from '../notifications/notifications.repository.ts';
import type { Database, PortalSessionRow } from '../schema.ts';

type Db = Kysely<Database>;

/** The portals a client may sign in to with this e-mail (an e-mail can serve more than one portal). */
export function portalCredentials(db: Db, email: string) {
  return db
    .selectFrom('client_portals')
    .select(['id', 'passwordHash', 'status'])
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .orderBy('id')
    .limit(10)
    .execute();
}

/**
 * Opens a session (its id is the SHA-256 of the cookie's token) and records the sign-in: last_login
 * moves on, and a pending portal becomes active. Answers the sign-in before this one.
 */
export async function openPortalSession(db: Db, portalId: number, sessionId: string) {
  const before = await db
    .selectFrom('client_portals')
    .select('lastLogin')
    .where('id', '=', portalId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await db.insertInto('portal_sessions').values({ id: sessionId, portalId }).execute();
  await db
    .updateTable('client_portals')
    .set({
      lastLogin: sql<string>`now()`,
      status: sql<
        'active' | 'inactive' | 'pending'
      >`case when status = 'pending' then 'active' else status end`,
    })
    .where('id', '=', portalId)
    .execute();
  return { previousLogin: before.lastLogin };
}

export type PortalSessionWithPortal = Pick<PortalSessionRow, 'id' | 'createdAt' | 'lastSeenAt'> & {
  portalId: number;
  status: 'active' | 'inactive' | 'pending';
};

/** An open session and its portal's status, or undefined when the token is unknown or the session over. */
export function openPortalSessionById(
  db: Db,
  sessionId: string,
): Promise<PortalSessionWithPortal | undefined> {
  return db
    .selectFrom('portal_sessions as s')
    .innerJoin('client_portals as p', 'p.id', 's.portalId')
    .select(['s.id', 's.createdAt', 's.lastSeenAt', 's.portalId', 'p.status'])
    .where('s.id', '=', sessionId)
    .where('s.endedAt', 'is', null)
    .executeTakeFirst();
}

/** Keeps the idle clock of a session right (called at most once a minute per session). */
export async function touchPortalSession(db: Db, sessionId: string) {
  await db
    .updateTable('portal_sessions')
    .set({ lastSeenAt: sql<string>`now()` })
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}

/** Ends one session: a sign-out now, a timed-out one at its last activity (that is how long it lasted). */
export async function endPortalSession(db: Db, sessionId: string, reason: PortalSessionEndReason) {
  await db
    .updateTable('portal_sessions')
    .set(
      reason === 'signed-out'
        ? { endedAt: sql<string>`now()`, lastSeenAt: sql<string>`now()`, endReason: reason }
        : { endedAt: sql<string>`last_seen_at`, endReason: reason },
    )
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}

/**
 * Ends every open session of a portal at once (closed by staff, or its password reset), but the one
 * named in `except` (the client who changed their own password stays signed in).
 */
export async function endPortalSessions(
  db: Db,
  portalId: number,
  reason: PortalSessionEndReason,
  except?: string,
) {
  let query = db
    .updateTable('portal_sessions')
    .set({ endedAt: sql<string>`now()`, endReason: reason })
    .where('portalId', '=', portalId)
    .where('endedAt', 'is', null);
  if (except !== undefined) query = query.where('id', '<>', except);
  await query.execute();
}

/** When the portal was signed in to before the session `current` began (null at its first sign-in). */
export async function previousPortalLogin(db: Db, portalId: number, current: string): Promise<string | null> {
  const row = await db
    .selectFrom('portal_sessions')
    .select('createdAt')
    .where('portalId', '=', portalId)
    .where('id', '<>', current)
    .where('createdAt', '<=', (eb) =>
      eb.selectFrom('portal_sessions').select('createdAt').where('id', '=', current),
    )
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

/** A portal's own row: who it is for, its last sign-in and its password hash (never sent out). */
export function portalAccount(db: Db, portalId: number) {
  return db
    .selectFrom('client_portals')
    .select(['id', 'clientName', 'clientId', 'eventId', 'email', 'eventName', 'lastLogin', 'passwordHash'])
    .where('id', '=', portalId)
    .executeTakeFirst();
}

export async function setPortalPassword(db: Db, portalId: number, passwordHash: string) {
  await db.updateTable('client_portals').set({ passwordHash }).where('id', '=', portalId).execute();
}

/**
 * The events a portal shows: its own event and the ones staff chose to show, as long as they are its
 * client's. Budgets only when the portal's show_budget is on. Soonest first.
 */
export function portalEvents(db: Db, portalId: number) {
  return db
    .selectFrom('client_portals as p')
    .innerJoin('events as e', (join) =>
      join.on((eb) =>
        eb.or([
          eb('e.id', '=', eb.ref('p.eventId')),
          eb.and([eb('e.clientId', '=', eb.ref('p.clientId')), sql<boolean>`e.id = any(p.shown_event_ids)`]),
        ]),
      ),
    )
    .select([
      'e.id',
      'e.name',
      'e.type',
      'e.date',
      'e.time',
      'e.venue',
      'e.status',
      sql<string | null>`case when p.show_budget then e.budget end`.as('budget'),
    ])
    .where('p.id', '=', portalId)
    .orderBy('e.date')
    .orderBy('e.time')
    .execute();
}

/** Does the portal show this event (portalEvents: its own, or its client's that staff chose to show)? */
export async function portalShowsEvent(db: Db, portalId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('client_portals as p')
    .innerJoin('events as e', (join) =>
      join.on((eb) =>
        eb.or([
          eb('e.id', '=', eb.ref('p.eventId')),
          eb.and([eb('e.clientId', '=', eb.ref('p.clientId')), sql<boolean>`e.id = any(p.shown_event_ids)`]),
        ]),
      ),
    )
    .select('e.id')
    .where('p.id', '=', portalId)
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among `eventIds` that are not events of `clientId` (none: every one may be shown). */
export async function eventsNotOfClient(db: Db, clientId: number | null, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const mine =
    clientId === null
      ? []
      : await db
          .selectFrom('events')
          .select('id')
          .where('clientId', '=', clientId)
          .where('id', 'in', [...eventIds])
          .execute();
  const ok = new Set(mine.map((e) => e.id));
  return eventIds.filter((id) => !ok.has(id));
}

/** Writes an audit entry for staff viewing a portal as its client sees it. */
export async function recordPortalView(
  db: Db,
  actor: { id: number; username: string; requestId?: string | undefined },
  portalId: number,
) {
  await db
    .insertInto('audit_log')
    .values({
      actorId: actor.id,
      actorName: actor.username,
      action: 'view',
      tableName: 'client_portals',
      recordId: String(portalId),
      changes: {},
      requestId: actor.requestId ?? null,
    })
    .execute();
}

/** The documents shared with a portal and the files its client sent, newest first. */
export function portalDocuments(db: Db, portalId: number) {
  return db
    .selectFrom('documents as d')
    .leftJoin('portal_shared_documents as s', (join) =>
      join.onRef('s.documentId', '=', 'd.id').on('s.portalId', '=', portalId),
    )
    .select([
      'd.id',
      'd.name',
      'd.description',
      'd.category',
      'd.mimeType',
      'd.fileSize',
      sql<Date>`coalesce(s.created_at, d.created_at)`.as('sharedAt'),
      sql<boolean>`s.id is null`.as('fromClient'),
    ])
    .where((eb) => eb.or([eb('s.id', 'is not', null), eb('d.uploadedByPortalId', '=', portalId)]))
    .orderBy(sql`coalesce(s.created_at, d.created_at)`, 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** The stored file of a document the portal may see (shared with it, or sent by it); else undefined. */
export function portalDocumentFile(db: Db, portalId: number, documentId: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.fileId')
    .select(['d.name', 'f.originalName', 'f.mimeType', 'f.content'])
    .where('d.id', '=', documentId)
    .where((eb) =>
      eb.or([
        eb('d.uploadedByPortalId', '=', portalId),
        eb.exists(
          eb
            .selectFrom('portal_shared_documents as s')
            .select('s.id')
            .where('s.portalId', '=', portalId)
            .whereRef('s.documentId', '=', 'd.id'),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** The documents staff shared with a portal, newest share first. */
export function portalShares(db: Db, portalId: number) {
  return db
    .selectFrom('portal_shared_documents as s')
    .innerJoin('documents as d', 'd.id', 's.documentId')
    .select(['s.documentId', 'd.name', 'd.category', 's.createdAt as sharedAt'])
    .where('s.portalId', '=', portalId)
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Shares a document with a portal; sharing it again changes nothing. Answers false when either is missing. */
export async function sharePortalDocument(db: Db, portalId: number, documentId: number): Promise<boolean> {
  const both = await db
    .selectFrom('client_portals as p')
    .innerJoin('documents as d', (join) => join.on('d.id', '=', documentId))
    .select('p.id')
    .where('p.id', '=', portalId)
    .executeTakeFirst();
  if (!both) return false;
  await db
    .insertInto('portal_shared_documents')
    .values({ portalId, documentId })
    .onConflict((oc) => oc.columns(['portalId', 'documentId']).doNothing())
    .execute();
  return true;
}

/** Stops sharing; answers false when the document was not shared with the portal. */
export async function unsharePortalDocument(db: Db, portalId: number, documentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('portal_shared_documents')
    .where('portalId', '=', portalId)
    .where('documentId', '=', documentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Does a portal with this id exist? */
export async function portalExists(db: Db, portalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('client_portals')
    .select('id')
    .where('id', '=', portalId)
    .executeTakeFirst();
  return row !== undefined;
}

export type ClientUpload = {
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  content: Buffer;
  /** As the staff's Documents screen shows sizes ('2.4 MB'). */
  fileSize: string;
  /** The event the client chose it is about: one the portal shows (portalShowsEvent), checked first. */
  eventId?: number | undefined;
};

/**
 * The bytes a portal's uploads keep (the files of its documents still listed), with the portal's row
 * locked until the transaction ends: uploads of one portal that check its quota with it queue, so two
 * of them can never both fit in the same space left. Run it in the transaction that files the upload.
 */
export async function lockPortalUploadSpace(db: Db, portalId: number): Promise<number> {
  await db.selectFrom('client_portals').select('id').where('id', '=', portalId).forUpdate().execute();
  const { bytes } = await db
    .selectFrom('documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.fileId')
    .select(sql<string>`coalesce(sum(f.size_bytes), 0)`.as('bytes'))
    .where('d.uploadedByPortalId', '=', portalId)
    .executeTakeFirstOrThrow();
  return Number(bytes);
}

/**
 * Files a client's upload: the bytes, a document in category 'client-upload' named after the file and
 * marked as the portal's, and a notification for staff. The document concerns the portal's client, and
 * the event the client chose or else the portal's own event, so the client's documents and the event's
 * page list it. Run it in a transaction.
 */
export async function fileClientUpload(db: Db, portalId: number, upload: ClientUpload) {
  const portal = await portalAccount(db, portalId);
  if (!portal) throw new Error(`No client portal ${portalId}`);
  const stored = await db
    .insertInto('stored_files')
    .values({
      originalName: upload.originalName,
      mimeType: upload.mimeType,
      sizeBytes: upload.sizeBytes,
      content: upload.content,
      purpose: 'document',
      uploadedBy: null,
      storageName: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db
    .insertInto('documents')
    .values({
      name: upload.originalName,
      description: `Sent by ${portal.clientName} through their portal`,
      category: 'client-upload',
      fileUrl: `/api/files/${stored.id}`,
      fileSize: upload.fileSize,
      mimeType: upload.mimeType,
      uploadedBy: `${portal.clientName} (client portal)`,
      fileId: stored.id,
      uploadedByPortalId: portalId,
      clientId: portal.clientId,
      eventId: upload.eventId ?? portal.eventId,
    })
    .returning([
      'id',
      'name',
      'description',
      'category',
      'mimeType',
      'fileSize',
      'createdAt',
      'clientId',
      'eventId',
    ])
    .executeTakeFirstOrThrow();
  await notifyOnce(db, {
    type: 'document',
    title: 'Client upload',
    message: `${portal.clientName} sent ${upload.originalName} through their portal`,
    priority: 'normal',
    relatedId: document.id,
    relatedType: 'document',
    actionUrl: '/documents',
    dedupeKey: `portal-upload:${document.id}`,
  });
  return document;
}

/** The portals a document is shared with, by client name. */
export function documentPortals(db: Db, documentId: number) {
  return db
    .selectFrom('portal_shared_documents as s')
    .innerJoin('client_portals as p', 'p.id', 's.portalId')
    .select(['p.id', 'p.clientName', 'p.email', 's.createdAt as sharedAt'])
    .where('s.documentId', '=', documentId)
    .orderBy('p.clientName')
    .orderBy('p.id')
    .execute();
}
