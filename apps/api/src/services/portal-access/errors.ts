import { PORTAL_LINK_TEXTS, PORTAL_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/**
 * The refusals of client-portal access: staff setting a portal up and inviting its client, and a client
 * signing in to it or setting its password from a link.
 */
export const PORTAL_ACCESS_ERRORS = {
  PORTAL_NOT_FOUND: { status: 404, message: 'Client portal not found' },
  PORTAL_CLIENT_NOT_FOUND: { status: 400, message: 'The chosen client does not exist' },
  PORTAL_EVENT_NOT_FOUND: { status: 400, message: 'The chosen event does not exist' },
  PORTAL_EVENT_NOT_CLIENTS: { status: 400, message: "The chosen event is not one of this client's events" },
  PORTAL_SHOWS_OTHER_CLIENTS_EVENT: {
    status: 400,
    message: "Only the client's own events can be shown in the portal",
  },
  /** A name or e-mail neither sent nor taken from the chosen client or event (the argument: the field's label). */
  PORTAL_FIELD_REQUIRED: {
    status: 400,
    message: (field) => `${field} is required when no client or event is chosen`,
  },
  PORTAL_DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  PORTAL_DOCUMENT_NOT_SHARED: { status: 404, message: 'The document is not shared with this portal' },
  PORTAL_SIGN_IN_NOT_FOR_TOKENS: {
    status: 403,
    message: 'Clients sign in to their portal with its e-mail and password, not an API token',
  },
  PORTAL_INVALID_CREDENTIALS: { status: 401, message: PORTAL_TEXTS.invalidCredentials, failedCheck: true },
  PORTAL_CLOSED: { status: 403, message: PORTAL_TEXTS.closed },
  PORTAL_NOT_SIGNED_IN: { status: 401, message: PORTAL_TEXTS.notSignedIn },
  PORTAL_WRONG_PASSWORD: { status: 400, message: PORTAL_TEXTS.wrongCurrentPassword, failedCheck: true },
  /** An invitation to a closed (inactive) portal, or one without an address. */
  PORTAL_INVITE_CLOSED: { status: 409, message: PORTAL_LINK_TEXTS.inviteClosed },
  PORTAL_INVITE_NO_EMAIL: { status: 409, message: PORTAL_LINK_TEXTS.inviteNoEmail },
  /** A set-password link's token that no link has (or whose link a newer invitation replaced). */
  PORTAL_LINK_INVALID: { status: 404, message: PORTAL_LINK_TEXTS.invalid },
  PORTAL_LINK_USED: { status: 409, message: PORTAL_LINK_TEXTS.used },
  PORTAL_LINK_EXPIRED: { status: 409, message: PORTAL_LINK_TEXTS.expired },
} as const satisfies Record<string, AppErrorEntry>;
