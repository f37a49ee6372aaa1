/**
 * What a notification is about, as the server reads it when it answers: the words that find the record
 * on its screen (a name, an inventory SKU), and a document's event and client. Null when the notification
 * names no record, or its record is gone.
 */
export type NotificationRelated = {
  term: string;
  eventId?: number | null;
  clientId?: number | null;
};

type Notified = { relatedType: string | null; relatedId: number | null; actionUrl: string | null };

const search = (path: string, term: string) => `${path}?search=${encodeURIComponent(term)}`;

/** The list screens a record without a page of its own opens on, found by its search box. */
const SEARCHED: Readonly<Record<string, string>> = {
  inventory: '/inventory',
  campaign: '/marketing',
  'business-info': '/business-info',
  vendor: '/vendors',
};

/** A path of this app: one slash first, never a second (`//host` would leave the app). */
const localPath = (url: string | null) => (url && /^\/(?!\/)/.test(url) ? url : null);

/**
 * Where the web app opens a notification: its record's page (an event's or a client's, or an invoice's
 * dialog), or its record's screen searched for it; a client's upload opens its event's page on the
 * document, else its client's page on it. A notification naming no record opens its actionUrl
 * when that is a path of the app; one whose record is gone opens nothing (null: shown plain).
 */
export function notificationTarget(n: Notified, related: NotificationRelated | null): string | null {
  if (n.relatedType === null || n.relatedId === null) return localPath(n.actionUrl);
  if (!related) return null;
  switch (n.relatedType) {
    case 'document': {
      if (related.eventId) return `/events/${related.eventId}?document=${n.relatedId}`;
      if (related.clientId) return `/clients/${related.clientId}?document=${n.relatedId}`;
      return search('/documents', related.term);
    }
    case 'event':
      return `/events/${n.relatedId}`;
    case 'client':
      return `/clients/${n.relatedId}`;
    case 'invoice':
      return `/invoices?invoice=${n.relatedId}`;
    default: {
      const screen = SEARCHED[n.relatedType];
      return screen ? search(screen, related.term) : localPath(n.actionUrl);
    }
  }
}
