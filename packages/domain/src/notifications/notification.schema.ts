import { z } from 'zod';
import { requiredEnum } from '../common/enums.ts';
import { optionalId, ZRowId, ZRowIdNullable } from '../common/ids.ts';
import { optionalText, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { optionalFileReference } from '../common/urls.ts';
import { DEFAULTS, NAME_MAX, NOTIFICATION_PRIORITIES, SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';

export const ZNotificationMetadata = z.record(z.string(), z.unknown());

/** A notification as the API returns it. Read state changes through dedicated calls, so no version. */
export const ZNotification = z.object({
  id: ZRowId,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  isRead: z.boolean(),
  relatedId: ZRowIdNullable,
  relatedType: z.string().nullable(),
  actionUrl: z.string().nullable(),
  target: z.string().nullable().meta({
    description:
      "Where the web app opens the notification, read when answered: its record's page, or its record's screen searched for it (a client's upload: its event's page on the document, else the client's documents). Null when there is nothing to open (no record, or the record is gone).",
  }),
  metadata: ZNotificationMetadata.nullable(),
  createdAt: ZIsoDateTime,
  expiresAt: ZIsoDateTime.nullable(),
});
export type NotificationRecord = z.infer<typeof ZNotification>;

const notificationFields = {
  type: requiredText(undefined, SHORT_TEXT_MAX),
  title: requiredText(undefined, NAME_MAX),
  message: requiredText(undefined, TEXT_MAX),
  priority: requiredEnum(NOTIFICATION_PRIORITIES),
  relatedId: optionalId(),
  relatedType: optionalText(SHORT_TEXT_MAX),
  actionUrl: optionalFileReference(),
  metadata: ZNotificationMetadata.nullish(),
  expiresAt: ZIsoDateTime.nullish(),
};

/** Notifications are raised by the server; this validates what it stores. */
export const ZNotificationCreateInput = z.object({
  ...notificationFields,
  priority: notificationFields.priority.default(DEFAULTS.notificationPriority),
});
export type NotificationCreateInput = z.infer<typeof ZNotificationCreateInput>;

export const ZNotificationUpdateInput = z
  .object(notificationFields)
  .partial()
  .extend({ isRead: z.boolean().optional() });
export type NotificationUpdateInput = z.infer<typeof ZNotificationUpdateInput>;

export const ZNotificationList = z.array(ZNotification);
