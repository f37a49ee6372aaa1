import { z } from 'zod';
import { requiredEnum } from '../common/enums.ts';
import { ZId } from '../common/ids.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { requiredText } from '../common/text.ts';

/**
 * The stages of the leads pipeline, in their order. A stage's kind says what reaching it means:
 * `booked` is where Convert moves a lead, `lost` where a lost lead goes; every other stage is `open`.
 */
export const PIPELINE_STAGE_KINDS = ['open', 'booked', 'lost'] as const;
export type PipelineStageKind = (typeof PIPELINE_STAGE_KINDS)[number];

export const PIPELINE_STAGE_NAME_MAX = 100;

export const PIPELINE_STAGE_TEXTS = {
  notFound: 'Pipeline stage not found',
  nameRequired: 'Stage name is required',
  nameTaken: 'A stage with this name already exists',
  hasLeads: (count: number) =>
    `This stage holds ${count} ${count === 1 ? 'lead' : 'leads'}. Move them to another stage first, or choose the stage to move them to.`,
  usedByForms: 'A lead form puts new leads in this stage. Choose another stage for the form first.',
  lastOfKind: (kind: PipelineStageKind) =>
    `The pipeline needs at least one ${kind === 'booked' ? 'Booked' : kind === 'lost' ? 'Lost' : 'open'} stage.`,
  moveToSelf: 'Choose a different stage to move the leads to',
} as const;

export const ZPipelineStage = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  position: z.int().min(0),
  kind: z.enum(PIPELINE_STAGE_KINDS),
  /** How many leads are in the stage now. */
  leadCount: z.int().min(0),
});
export type PipelineStage = z.infer<typeof ZPipelineStage>;

const position = z.int({ error: 'Position must be a whole number' }).min(0).max(1000);

export const ZPipelineStageCreateInput = z.object({
  name: requiredText(PIPELINE_STAGE_TEXTS.nameRequired, PIPELINE_STAGE_NAME_MAX),
  kind: requiredEnum(PIPELINE_STAGE_KINDS).default('open'),
  /** Where it goes; absent: last. The stages after it move one place down. */
  position: position.optional(),
});
export type PipelineStageCreateInput = z.infer<typeof ZPipelineStageCreateInput>;

export const ZPipelineStageUpdateInput = z.object({
  id: ZId,
  name: requiredText(PIPELINE_STAGE_TEXTS.nameRequired, PIPELINE_STAGE_NAME_MAX).optional(),
  kind: requiredEnum(PIPELINE_STAGE_KINDS).optional(),
  position: position.optional(),
  ...UPDATE_FIELDS,
});
export type PipelineStageUpdateInput = z.infer<typeof ZPipelineStageUpdateInput>;

/** Deleting a stage that holds leads needs the stage they move to. */
export const ZPipelineStageDeleteInput = z.object({ id: ZId, moveLeadsTo: ZId.optional() });
export type PipelineStageDeleteInput = z.infer<typeof ZPipelineStageDeleteInput>;
