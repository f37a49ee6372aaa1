import {
  countStagesOfKind,
  deletePipelineStage as deleteStageRow,
  formsEnteringStage,
  insertPipelineStage,
  listPipelineStages,
  lockPipelineStages,
  moveStageLeads,
  pipelineStageById,
  placePipelineStage,
  updatePipelineStage as updateStageRow,
} from '@app/db';
import type {
  PipelineStageCreateInput,
  PipelineStageDeleteInput,
  PipelineStageKind,
  PipelineStageUpdateInput,
} from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';

/*
 * The pipeline's stages. Every change takes the pipeline's lock first (lockPipelineStages), so the
 * checks below (a name free, a kind kept, leads moved) still hold when the change commits. The
 * pipeline always keeps one stage of each kind: an open one for new leads, a booked one for Convert
 * and a lost one for lost leads.
 */

export function listStages({ db }: Pick<ServiceContext, 'db'>) {
  return listPipelineStages(db);
}

async function stageAnswer(db: ServiceContext['db'], id: number) {
  const stage = await pipelineStageById(db, id);
  if (!stage) throw new AppError('PIPELINE_STAGE_NOT_FOUND');
  return stage;
}

async function nameTaken(db: ServiceContext['db'], name: string, exceptId?: number) {
  const stages = await listPipelineStages(db);
  return stages.some((stage) => stage.id !== exceptId && stage.name.toLowerCase() === name.toLowerCase());
}

export function createStage({ db }: ServiceContext, input: PipelineStageCreateInput) {
  return inTransaction(db, async (trx) => {
    await lockPipelineStages(trx);
    if (await nameTaken(trx, input.name)) throw new AppError('PIPELINE_STAGE_NAME_TAKEN');
    const { id } = await insertPipelineStage(trx, { name: input.name, kind: input.kind });
    await placePipelineStage(trx, id, input.position ?? null);
    return stageAnswer(trx, id);
  });
}

async function keepsOneOfKind(db: ServiceContext['db'], kind: PipelineStageKind) {
  if ((await countStagesOfKind(db, kind)) <= 1) throw new AppError('PIPELINE_STAGE_LAST_OF_KIND', kind);
}

export function updateStage({ db }: ServiceContext, input: PipelineStageUpdateInput) {
  return inTransaction(db, async (trx) => {
    await lockPipelineStages(trx);
    const stage = await pipelineStageById(trx, input.id);
    if (!stage) throw new AppError('PIPELINE_STAGE_NOT_FOUND');
    if (input.version !== undefined && stage.version !== input.version)
      throw new AppError('PIPELINE_STAGE_VERSION_STALE');
    if (input.name !== undefined && (await nameTaken(trx, input.name, stage.id)))
      throw new AppError('PIPELINE_STAGE_NAME_TAKEN');
    if (input.kind !== undefined && input.kind !== stage.kind) await keepsOneOfKind(trx, stage.kind);
    await updateStageRow(trx, stage.id, { name: input.name, kind: input.kind });
    if (input.position !== undefined) await placePipelineStage(trx, stage.id, input.position);
    return stageAnswer(trx, stage.id);
  });
}

/**
 * Deletes a stage. One that holds leads is refused unless `moveLeadsTo` names the stage they go to
 * (they move in the same transaction); one a form puts new leads in is refused until the form has
 * another; the last stage of its kind stays.
 */
export function deleteStage({ db }: ServiceContext, input: PipelineStageDeleteInput) {
  return inTransaction(db, async (trx) => {
    await lockPipelineStages(trx);
    const stage = await pipelineStageById(trx, input.id);
    if (!stage) throw new AppError('PIPELINE_STAGE_NOT_FOUND');
    await keepsOneOfKind(trx, stage.kind);
    if ((await formsEnteringStage(trx, stage.id)) > 0) throw new AppError('PIPELINE_STAGE_USED_BY_FORMS');
    if (stage.leadCount > 0) {
      if (input.moveLeadsTo === undefined)
        throw new AppError('PIPELINE_STAGE_HAS_LEADS', String(stage.leadCount));
      if (input.moveLeadsTo === stage.id) throw new AppError('PIPELINE_STAGE_MOVE_TO_SELF');
      if (!(await pipelineStageById(trx, input.moveLeadsTo)))
        throw new AppError('PIPELINE_STAGE_MOVE_TARGET_NOT_FOUND');
      await moveStageLeads(trx, stage.id, input.moveLeadsTo);
    }
    await deleteStageRow(trx, stage.id);
    const remaining = await listPipelineStages(trx);
    for (const [index, other] of remaining.entries()) {
      if (other.position !== index) await placePipelineStage(trx, other.id, index);
    }
    return { id: stage.id, deleted: true as const, movedLeads: stage.leadCount };
  });
}
