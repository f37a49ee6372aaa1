import { overbookedMessage, quantityBelowReservedMessage, RESERVATION_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';
import { VERSION_CONFLICT } from '../../lib/errors.ts';

/**
 * The refusals of the reservation rules. A missing event answers EVENT_NOT_FOUND (services/events).
 * The numbers of a message come as text: AppError's arguments are strings.
 */
export const RESERVATION_ERRORS = {
  RESERVATION_NOT_FOUND: { status: 404, message: 'Reservation not found' },
  INVENTORY_ITEM_NOT_FOUND: { status: 404, message: 'Inventory item not found' },
  RESERVATION_VERSION_STALE: { status: 409, message: VERSION_CONFLICT },
  RESERVATION_EVENT_CANCELLED: { status: 409, message: RESERVATION_TEXTS.eventCancelled },
  RESERVATION_EXISTS: { status: 409, message: RESERVATION_TEXTS.alreadyReserved },
  /** The item, the number free on the day, the day ('YYYY-MM-DD'), the number asked for. */
  RESERVATION_OVERBOOKED: {
    status: 409,
    message: (item, free, day, asked) =>
      overbookedMessage(item ?? '', Number(free), day ?? '', Number(asked)),
  },
  /** Changed or removed once checked out or returned. */
  RESERVATION_NOT_CHANGEABLE: { status: 409, message: RESERVATION_TEXTS.onlyWhileReserved },
  /** Checked out from another state than reserved. */
  RESERVATION_NOT_RESERVED: { status: 409, message: RESERVATION_TEXTS.notReserved },
  RESERVATION_NOT_CHECKED_OUT: { status: 409, message: RESERVATION_TEXTS.notCheckedOut },
  /** The item, the quantity asked for, the day ('YYYY-MM-DD'), the number reserved on it. */
  QUANTITY_BELOW_RESERVED: {
    status: 409,
    message: (item, quantity, day, reserved) =>
      quantityBelowReservedMessage(item ?? '', Number(quantity), day ?? '', Number(reserved)),
  },
} as const satisfies Record<string, AppErrorEntry>;
