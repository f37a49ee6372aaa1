import { EQUIPMENT_INVOICE_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the event rules. */
export const EVENT_ERRORS = {
  EVENT_NOT_FOUND: { status: 404, message: 'Event not found' },
  EVENT_HAS_NO_CLIENT: { status: 409, message: EQUIPMENT_INVOICE_TEXTS.noClient },
  NOTHING_TO_INVOICE: { status: 409, message: EQUIPMENT_INVOICE_TEXTS.nothingToInvoice },
} as const satisfies Record<string, AppErrorEntry>;
