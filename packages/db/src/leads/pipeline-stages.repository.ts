import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

// The pipeline's stages, in their order, with how many leads each holds (the board's columns).

const leadCount = sql<number>`(select count(*)::int from leads l where l.stage_id = pipeline_stages.id)`;

export function listPipelineStages(db: Db) {
  return db
    .selectFrom('pipeline_stages')
    .selectAll()
    .select(leadCount.as('leadCount'))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function pipelineStageById(db: Db, id: number) {
  return db
    .selectFrom('pipeline_stages')
    .selectAll()
    .select(leadCount.as('leadCount'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the lock every change of the pipeline's order queues on: the stages row set is small, and two
 * reorders at once would otherwise interleave their position shifts.
 */
export async function lockPipelineStages(db: Db) {
  await sql`lock table pipeline_stages in share row exclusive mode`.execute(db);
}

/** The first stage of a kind in the pipeline's order: where a converted or lost lead goes. */
export function firstStageOfKind(db: Db, kind: 'open' | 'booked' | 'lost') {
  return db
    .selectFrom('pipeline_stages')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
}

export async function countStagesOfKind(db: Db, kind: 'open' | 'booked' | 'lost'): Promise<number> {
  const row = await db
    .selectFrom('pipeline_stages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Gives `id` the place `position` (0-based, clamped to the end) and renumbers the others 0, 1, 2… around it. */
export async function placePipelineStage(db: Db, id: number, position: number | null) {
  const stages = await db
    .selectFrom('pipeline_stages')
    .select(['id'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const others = stages.map((stage) => stage.id).filter((other) => other !== id);
  const at = position === null ? others.length : Math.min(position, others.length);
  const order = [...others.slice(0, at), id, ...others.slice(at)];
  for (const [index, stageId] of order.entries()) {
    await db
      .updateTable('pipeline_stages')
      .set({ position: index })
      .where('id', '=', stageId)
      .where('position', '<>', index)
      .execute();
  }
}

export function insertPipelineStage(db: Db, values: { name: string; kind: 'open' | 'booked' | 'lost' }) {
  return db
    .insertInto('pipeline_stages')
    .values({ ...values, position: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updatePipelineStage(
  db: Db,
  id: number,
  values: { name?: string; kind?: 'open' | 'booked' | 'lost' },
  expectedVersion?: number,
) {
  let query = db.updateTable('pipeline_stages').set(values).where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returning('id').executeTakeFirst();
}

/** Moves every lead of stage `from` to stage `to`; answers the leads moved. */
export function moveStageLeads(db: Db, from: number, to: number) {
  return db.updateTable('leads').set({ stageId: to }).where('stageId', '=', from).returning(['id']).execute();
}

export async function formsEnteringStage(db: Db, stageId: number): Promise<number> {
  const row = await db
    .selectFrom('lead_forms')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('stageId', '=', stageId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function deletePipelineStage(db: Db, id: number) {
  return db.deleteFrom('pipeline_stages').where('id', '=', id).returning('id').executeTakeFirst();
}
