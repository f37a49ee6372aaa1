import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZId, ZRowId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { optionalNewPassword, password } from '../common/passwords.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { requiredEmail, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { DEFAULTS, PORTAL_PASSWORD_MIN, PORTAL_STATUSES } from '../constants.ts';

export const PORTAL_PASSWORD_TOO_SHORT = `Password must be at least ${PORTAL_PASSWORD_MIN} characters`;

/** How many of the client's other events one portal can show. */
export const PORTAL_SHOWN_EVENTS_MAX = 50;

/** A client portal as the API returns it. Never carries the portal password or its hash. */
export const ZClientPortal = z.object({
  ...ROW_FIELDS,
  clientId: ZRowIdNullable,
  clientName: z.string(),
  email: z.string(),
  eventId: ZRowIdNullable,
  // The column allows null (a portal stored before an event was chosen); the API never writes one.
  eventName: z.string().nullable(),
  status: z.enum(PORTAL_STATUSES),
  lastLogin: ZIsoDateTime.nullable(),
  documentsShared: ZCount,
  /** Whether the client sees the budget of the events their portal shows. */
  showBudget: z.boolean(),
  /** The client's other events the portal shows besides its own event. */
  shownEventIds: z.array(ZRowId),
});
export type ClientPortal = z.infer<typeof ZClientPortal>;

const clientPortalFields = {
  clientId: optionalId(),
  clientName: requiredText(),
  email: requiredEmail(),
  eventId: optionalId(),
  eventName: requiredText(),
  status: requiredEnum(PORTAL_STATUSES),
  showBudget: z.boolean({ error: 'Show budget must be true or false' }),
  shownEventIds: z
    .array(ZId)
    .max(PORTAL_SHOWN_EVENTS_MAX, `At most ${PORTAL_SHOWN_EVENTS_MAX} other events can be shown`)
    .transform((ids) => [...new Set(ids)]),
};

export const ZClientPortalCreateInput = z.object({
  ...clientPortalFields,
  password: password(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
  status: clientPortalFields.status.default(DEFAULTS.portalStatus),
  showBudget: clientPortalFields.showBudget.default(false),
  shownEventIds: clientPortalFields.shownEventIds.default([]),
});
export type ClientPortalCreateInput = z.infer<typeof ZClientPortalCreateInput>;

/** Status toggle, reference edits, or a password reset (blank password = unchanged). */
export const ZClientPortalUpdateInput = z
  .object(clientPortalFields)
  .partial()
  .extend({
    ...UPDATE_FIELDS,
    password: optionalNewPassword(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
  });
export type ClientPortalUpdateInput = z.infer<typeof ZClientPortalUpdateInput>;

/** Search matches client name, e-mail or event name. */
export const ZClientPortalListInput = makeListInput(
  ['createdAt', 'clientName', 'eventName', 'lastLogin', 'documentsShared', 'status'],
  { status: filterEnum(PORTAL_STATUSES), clientId: optionalId(), eventId: optionalId() },
);
export type ClientPortalListInput = z.infer<typeof ZClientPortalListInput>;

/** The reset-password dialog: a new password is required and follows the create rule. */
export const ZClientPortalPasswordReset = z.object({
  password: password(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
});
export type ClientPortalPasswordReset = z.infer<typeof ZClientPortalPasswordReset>;
