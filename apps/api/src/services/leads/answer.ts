import {
  type Database,
  idExists,
  type Kysely,
  leadActivities,
  leadIdsWithEmail,
  leadsRepository,
  type Selectable,
} from '@app/db';
import type { Lead, LeadDetail } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';

type LeadRow = Selectable<Database['leads']>;

/** A lead as the API answers it. */
export function leadAnswer(row: LeadRow): Lead {
  return { ...row, answers: row.answers ?? {} };
}

/** One lead with its timeline and the other leads from its address. */
export async function leadDetail(db: Kysely<Database>, id: number): Promise<LeadDetail> {
  const row = await leadsRepository.byId(db, id);
  if (!row) throw new AppError('LEAD_NOT_FOUND');
  const activities = await leadActivities(db, id);
  return {
    ...leadAnswer(row),
    activities: activities.map((activity) => ({ ...activity, details: activity.details ?? null })),
    sameEmailLeadIds: row.email ? await leadIdsWithEmail(db, row.email, id) : [],
  };
}

/** The references a lead's input names exist: its stage, owner and campaign. */
export async function checkLeadReferences(
  db: Kysely<Database>,
  input: {
    stageId?: number | undefined;
    ownerId?: number | null | undefined;
    campaignId?: number | null | undefined;
  },
) {
  if (input.stageId !== undefined && !(await idExists(db, 'pipeline_stages', input.stageId)))
    throw new AppError('LEAD_STAGE_NOT_FOUND');
  if (input.ownerId != null && !(await idExists(db, 'users', input.ownerId)))
    throw new AppError('LEAD_OWNER_NOT_FOUND');
  if (input.campaignId != null && !(await idExists(db, 'campaigns', input.campaignId)))
    throw new AppError('LEAD_CAMPAIGN_NOT_FOUND');
}
