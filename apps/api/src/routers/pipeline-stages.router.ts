import {
  PIPELINE_STAGE_TEXTS,
  ZPipelineStage,
  ZPipelineStageCreateInput,
  ZPipelineStageDeleteInput,
  ZPipelineStageUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { PIPELINE_STAGE_ERRORS } from '../services/pipeline-stages/errors.ts';
import { createStage, deleteStage, listStages, updateStage } from '../services/pipeline-stages/stages.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/*
 * The leads pipeline's stages (the board's columns): New inquiry, Contacted, Proposal sent, Booked and
 * Lost to begin with; staff rename, add, reorder and delete them (services/pipeline-stages).
 */

const ENTITY = 'Pipeline stage';
const TAGS = [
  defineTag(
    'pipeline-stages',
    'The stages an inquiry moves through (New inquiry, Contacted, Proposal sent, Booked, Lost to begin with).',
  ),
];
const EXAMPLE_STAGE = exampleRow(3, 2, { name: 'Proposal sent', position: 2, kind: 'open', leadCount: 7 });
const NAME_TAKEN = {
  key: 'nameTaken',
  summary: 'Another stage has this name (whatever its case).',
  message: PIPELINE_STAGE_ERRORS.PIPELINE_STAGE_NAME_TAKEN.message,
};
const LAST_OF_KIND = {
  key: 'lastOfKind',
  summary: 'It is the last stage of its kind (open, booked or lost): the pipeline keeps one of each.',
  message: PIPELINE_STAGE_TEXTS.lastOfKind('booked'),
};

export const pipelineStagesRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pipeline-stages',
        tags: TAGS,
        summary: 'List the pipeline stages',
        description:
          'The stages in their order (`position` from 0), each with its `kind` and how many leads it holds.',
      },
      examples: { response: [EXAMPLE_STAGE] },
    })
    .input(z.object({}).optional())
    .output(z.array(ZPipelineStage))
    .query(({ ctx }) => listStages(ctx)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/pipeline-stages',
        tags: TAGS,
        summary: 'Add a pipeline stage',
        description:
          'A new stage at `position` (absent: last); the stages from there on move one place down. Its name is unique whatever its case.',
      },
      examples: { request: { name: 'Site visit', kind: 'open', position: 2 }, response: EXAMPLE_STAGE },
      errors: { 409: [NAME_TAKEN] },
    })
    .input(ZPipelineStageCreateInput)
    .output(ZPipelineStage)
    .mutation(({ ctx, input }) => createStage(ctx, input)),

  update: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'PATCH',
        path: '/pipeline-stages/{id}',
        tags: TAGS,
        summary: 'Change a pipeline stage',
        description:
          'Renames the stage, changes its kind or moves it to `position` (the others close up around it). The pipeline keeps at least one stage of each kind.',
      },
      examples: { request: { name: 'Proposal out', position: 2, version: 2 }, response: EXAMPLE_STAGE },
      errors: {
        409: [
          NAME_TAKEN,
          LAST_OF_KIND,
          {
            key: 'versionStale',
            summary: 'Someone changed the stage since `version`.',
            message: PIPELINE_STAGE_ERRORS.PIPELINE_STAGE_VERSION_STALE.message,
          },
        ],
      },
    })
    .input(ZPipelineStageUpdateInput)
    .output(ZPipelineStage)
    .mutation(({ ctx, input }) => updateStage(ctx, input)),

  delete: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'DELETE',
        path: '/pipeline-stages/{id}',
        tags: TAGS,
        summary: 'Delete a pipeline stage',
        description:
          'Deletes the stage. A stage that holds leads is refused (409, saying how many) unless `moveLeadsTo` names the stage they move to, in the same transaction. A stage a lead form puts new leads in, and the last stage of its kind, are refused.',
      },
      examples: { response: { id: 3, deleted: true, movedLeads: 7 } },
      errors: {
        400: [
          {
            key: 'moveTargetNotFound',
            summary: '`moveLeadsTo` names no stage.',
            message: PIPELINE_STAGE_ERRORS.PIPELINE_STAGE_MOVE_TARGET_NOT_FOUND.message,
          },
        ],
        409: [
          {
            key: 'hasLeads',
            summary: 'The stage holds leads and `moveLeadsTo` is absent.',
            message: PIPELINE_STAGE_TEXTS.hasLeads(1),
          },
          {
            key: 'usedByForms',
            summary: 'A lead form puts new leads in this stage.',
            message: PIPELINE_STAGE_TEXTS.usedByForms,
          },
          LAST_OF_KIND,
        ],
      },
    })
    .input(ZPipelineStageDeleteInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true), movedLeads: z.int() }))
    .mutation(({ ctx, input }) => deleteStage(ctx, input)),
});
