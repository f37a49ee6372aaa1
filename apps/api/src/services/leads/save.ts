import {
  companyTimeZone,
  deleteLead as deleteLeadRow,
  firstStageOfKind,
  insertLead,
  insertLeadActivity,
  leadForUpdate,
  leadsForUpdate,
  stageKind,
  updateLead as updateLeadRow,
} from '@app/db';
import {
  LEAD_LOST_REASON_LABELS,
  type LeadBulkStageInput,
  type LeadCreateInput,
  type LeadNoteInput,
  type LeadUpdateInput,
  toCalendarDate,
} from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { checkLeadReferences, leadDetail } from './answer.ts';

async function calendarDate(db: ServiceContext['db'], value: string | null | undefined) {
  if (value == null) return value;
  return toCalendarDate(value, await companyTimeZone(db));
}

/** A lead typed in by staff: in the stage named, else the pipeline's first open stage. */
export function createLead({ db, user }: ServiceContext, input: LeadCreateInput) {
  return inTransaction(db, async (trx) => {
    await checkLeadReferences(trx, input);
    const stageId = input.stageId ?? (await firstStageOfKind(trx, 'open'))?.id;
    if (stageId === undefined) throw new AppError('LEAD_STAGE_NOT_FOUND');
    const stage = await stageKind(trx, stageId);
    if (stage?.kind === 'lost' && !input.lostReason) throw new AppError('LEAD_LOST_REASON_REQUIRED');
    const row = await insertLead(trx, {
      ...input,
      stageId,
      answers: '{}',
      lostReason: stage?.kind === 'lost' ? (input.lostReason ?? null) : null,
      eventDate: await calendarDate(trx, input.eventDate),
      ownerId: input.ownerId ?? null,
    });
    await insertLeadActivity(trx, { leadId: row.id, kind: 'created', userId: user.id });
    return leadDetail(trx, row.id);
  });
}

/**
 * Changes a lead under its lock. A move to another stage is a timeline entry; a move to a lost stage
 * needs the reason (sent, or kept from before), and leaving it forgets the reason. A converted lead
 * stays in a booked stage: its client and event exist.
 */
export function updateLead({ db, user }: ServiceContext, input: LeadUpdateInput) {
  return inTransaction(db, async (trx) => {
    const { id, version, ...changes } = input;
    const lead = await leadForUpdate(trx, id);
    if (!lead) throw new AppError('LEAD_NOT_FOUND');
    if (version !== undefined && lead.version !== version) throw new AppError('LEAD_VERSION_STALE');
    await checkLeadReferences(trx, changes);
    const stageId = changes.stageId ?? lead.stageId;
    const from = await stageKind(trx, lead.stageId);
    const to = await stageKind(trx, stageId);
    if (!to) throw new AppError('LEAD_STAGE_NOT_FOUND');
    if (lead.convertedAt && to.kind !== 'booked') throw new AppError('LEAD_CONVERTED_STAYS_BOOKED');
    const lostReason = to.kind === 'lost' ? (changes.lostReason ?? lead.lostReason) : null;
    if (to.kind === 'lost' && !lostReason) throw new AppError('LEAD_LOST_REASON_REQUIRED');
    await updateLeadRow(trx, id, {
      ...changes,
      lostReason,
      eventDate: await calendarDate(trx, changes.eventDate),
    });
    if (stageId !== lead.stageId) {
      await insertLeadActivity(trx, {
        leadId: id,
        kind: to.kind === 'lost' ? 'lost' : 'stage-change',
        userId: user.id,
        body: to.kind === 'lost' && lostReason ? LEAD_LOST_REASON_LABELS[lostReason] : null,
        details: JSON.stringify({ from: from?.name ?? null, to: to.name }),
      });
    }
    return leadDetail(trx, id);
  });
}

export function deleteLead({ db }: ServiceContext, id: number) {
  return inTransaction(db, async (trx) => {
    const removed = await deleteLeadRow(trx, id);
    if (!removed) throw new AppError('LEAD_NOT_FOUND');
    return { id, deleted: true as const };
  });
}

/** A note on the lead's timeline, signed by its writer. */
export function addLeadNote({ db, user }: ServiceContext, input: LeadNoteInput) {
  return inTransaction(db, async (trx) => {
    const lead = await leadForUpdate(trx, input.id);
    if (!lead) throw new AppError('LEAD_NOT_FOUND');
    await insertLeadActivity(trx, { leadId: input.id, kind: 'note', userId: user.id, body: input.body });
    return leadDetail(trx, input.id);
  });
}

/**
 * The list's bulk stage change, all or nothing: every lead named (that still exists) moves to the
 * stage, each move on its timeline. A Lost stage needs the reason; a converted lead stays in a Booked
 * stage, so naming one refuses the whole change.
 */
export function moveLeads({ db, user }: ServiceContext, input: LeadBulkStageInput) {
  return inTransaction(db, async (trx) => {
    const to = await stageKind(trx, input.stageId);
    if (!to) throw new AppError('LEAD_STAGE_NOT_FOUND');
    if (to.kind === 'lost' && !input.lostReason) throw new AppError('LEAD_LOST_REASON_REQUIRED');
    const leads = await leadsForUpdate(trx, input.ids);
    if (to.kind !== 'booked' && leads.some((lead) => lead.convertedAt))
      throw new AppError('LEAD_CONVERTED_STAYS_BOOKED');
    const lostReason = to.kind === 'lost' ? (input.lostReason ?? null) : null;
    let affected = 0;
    for (const lead of leads) {
      if (lead.stageId === to.id) continue;
      const from = await stageKind(trx, lead.stageId);
      await updateLeadRow(trx, lead.id, { stageId: to.id, lostReason });
      await insertLeadActivity(trx, {
        leadId: lead.id,
        kind: to.kind === 'lost' ? 'lost' : 'stage-change',
        userId: user.id,
        body: lostReason ? LEAD_LOST_REASON_LABELS[lostReason] : null,
        details: JSON.stringify({ from: from?.name ?? null, to: to.name }),
      });
      affected += 1;
    }
    return { affected };
  });
}
