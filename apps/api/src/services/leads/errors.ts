import { LEAD_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the leads pipeline. */
export const LEAD_ERRORS = {
  LEAD_NOT_FOUND: { status: 404, message: LEAD_TEXTS.notFound },
  LEAD_VERSION_STALE: {
    status: 409,
    message: 'This lead was changed by someone else. Reload it and try again.',
  },
  LEAD_STAGE_NOT_FOUND: { status: 400, message: LEAD_TEXTS.stageNotFound },
  LEAD_OWNER_NOT_FOUND: { status: 400, message: LEAD_TEXTS.ownerNotFound },
  LEAD_CAMPAIGN_NOT_FOUND: { status: 400, message: LEAD_TEXTS.campaignNotFound },
  LEAD_LOST_REASON_REQUIRED: { status: 400, message: LEAD_TEXTS.lostReasonRequired },
  LEAD_CONVERT_NEEDS_EMAIL: { status: 409, message: LEAD_TEXTS.convertNeedsEmail },
  LEAD_CONVERT_NEEDS_DATE: { status: 409, message: LEAD_TEXTS.convertNeedsDate },
  LEAD_NO_BOOKED_STAGE: { status: 409, message: LEAD_TEXTS.noBookedStage },
  LEAD_CONVERTED_STAYS_BOOKED: { status: 409, message: LEAD_TEXTS.convertedLead },
} as const satisfies Record<string, AppErrorEntry>;
