import {
  insertImportedRows,
  inventoryRepository,
  recordImportAuditEntry,
  setAuditActor,
  updateImportedRows,
} from '@app/db';
import {
  IMPORT_MAX_BYTES,
  IMPORT_RESOURCE_PATHS,
  IMPORT_TEXTS,
  type ImportError,
  type ImportResult,
  queryBoolean,
} from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import {
  answeredErrors,
  type ImportPlan,
  ImportRefusal,
  planImport,
  type ReadFile,
  readImportFile,
} from '../lib/csv-import.ts';
import { IMPORT_TARGETS, type ImportResource } from '../lib/import-resources.ts';
import { checkQuantityCoversReservations } from '../routers/reservations.router.ts';
import { idempotencyKeyOf, idempotentCall, requestFingerprint } from '../trpc/idempotency.ts';

const ZImportQuery = z.object({ dryRun: queryBoolean().default(true) });
const ZMapping = z.record(z.string(), z.string());

/** Carries a refusal found inside the import's transaction out of it, so that it rolls back. */
class RolledBack extends Error {
  readonly body: ImportResult;
  constructor(body: ImportResult) {
    super('rolled back');
    this.body = body;
  }
}

function resultOf(target: ImportResource, file: ReadFile, plan: ImportPlan, dryRun: boolean): ImportResult {
  return {
    dryRun,
    resource: target.definition.path,
    rows: file.rows.length,
    create: plan.creates.length,
    update: plan.updates.length,
    ...answeredErrors(plan.errors),
    mapping: file.mapping,
    unknownHeaders: file.unknownHeaders,
    separator: file.separator,
  };
}

/**
 * The multipart body: an optional `mapping` field (JSON, header -> field name, '' to leave a column
 * out) and then the `file` (or pasted text sent as a file), read as it arrives. Answers null after
 * sending a refusal.
 */
async function receiveImport(
  req: FastifyRequest,
  reply: FastifyReply,
  target: ImportResource,
): Promise<{ file: ReadFile; fileName: string; mapping: Record<string, string> } | null> {
  if (!req.isMultipart()) {
    await reply.code(415).send({ message: 'Send the file as multipart/form-data', requestId: req.id });
    return null;
  }
  let mapping: Record<string, string> = {};
  let received: { file: ReadFile; fileName: string } | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'mapping') continue;
      if (received) throw new ImportRefusal(400, IMPORT_TEXTS.mappingAfterFile);
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(part.value));
      } catch {
        throw new ImportRefusal(400, IMPORT_TEXTS.badMapping);
      }
      const checked = ZMapping.safeParse(parsed);
      if (!checked.success) throw new ImportRefusal(400, IMPORT_TEXTS.badMapping);
      mapping = checked.data;
      continue;
    }
    if (part.fieldname !== 'file' || received) {
      part.file.resume();
      continue;
    }
    const file = await readImportFile(part.file, target.definition, target.readOnly, mapping);
    received = { file, fileName: part.filename || 'pasted.csv' };
  }
  if (!received) throw new ImportRefusal(400, IMPORT_TEXTS.noFile);
  return { ...received, mapping };
}

/** Inventory: an import that lowers an item's quantity must leave room for its reservations (issue 18). */
async function checkInventoryQuantities(
  trx: Parameters<typeof checkQuantityCoversReservations>[0],
  target: ImportResource,
  plan: ImportPlan,
  file: ReadFile,
): Promise<ImportError[]> {
  if (target.table !== 'inventory') return [];
  const errors: ImportError[] = [];
  const header = file.mapping.find((c) => c.field === 'quantity')?.header ?? 'Quantity';
  for (const update of plan.updates) {
    const quantity = update.values.quantity;
    if (typeof quantity !== 'number') continue;
    const existing = await inventoryRepository.byIdForUpdate(trx, update.id);
    if (!existing || quantity >= existing.quantity) continue;
    try {
      await checkQuantityCoversReservations(trx, existing, quantity);
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      errors.push({ line: update.line, field: header, message: err.message });
    }
  }
  return errors;
}

/**
 * `POST /api/imports/{resource}?dryRun=true|false` (issue 19) for clients, inventory, vendors and
 * financial records. A dry run (the default) reads and checks the file and answers what an import
 * would do: rows to create, rows to update (matched by the natural key), and the refused rows with
 * their line, column and message; it writes nothing. `dryRun=false` checks the file again inside one
 * transaction and writes every row or none: any refused row rolls the whole import back (400 with the
 * same answer). The confirmed import is one audit entry (action 'import') beside its rows' entries,
 * and takes an `Idempotency-Key` like every POST: a retry answers the first import's answer.
 */
const csvImportPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts }> = async (app, { timeouts }) => {
  // One more byte than allowed, so that a file over the limit is seen (and refused) by csv-import.ts.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
  });

  app.addHook('preHandler', async (req, reply) => {
    const caller = await staffCaller(app.db, req, timeouts);
    if ('refusal' in caller)
      return reply.code(caller.refusal.status).send({ message: caller.refusal.message, requestId: req.id });
    req.importUser = { id: caller.user.id, username: caller.user.username };
  });

  for (const path of IMPORT_RESOURCE_PATHS)
    app.post(`/api/imports/${path}`, { bodyLimit: IMPORT_MAX_BYTES + 64 * 1024 }, async (req, reply) => {
      const query = ZImportQuery.safeParse(req.query ?? {});
      if (!query.success)
        return reply.code(400).send({ message: 'dryRun must be true or false', requestId: req.id });
      const target = IMPORT_TARGETS[path];
      const user = req.importUser as { id: number; username: string };
      let key: string | undefined;
      let received: Awaited<ReturnType<typeof receiveImport>>;
      try {
        key = query.data.dryRun ? undefined : idempotencyKeyOf(req);
        received = await receiveImport(req, reply, target);
      } catch (err) {
        if (err instanceof ImportRefusal)
          return reply.code(err.status).send({ message: err.message, requestId: req.id });
        if (err instanceof TRPCError)
          return reply.code(400).send({ message: err.message, requestId: req.id });
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return reply.code(413).send({ message: IMPORT_TEXTS.tooLarge, requestId: req.id });
        throw err;
      }
      if (!received) return reply;
      const { file, fileName, mapping } = received;

      if (query.data.dryRun) {
        if (target.table !== 'inventory') {
          const plan = await planImport(app.db, target.definition, target.table, file);
          return reply.send(resultOf(target, file, plan, true));
        }
        // Inventory: the dry run refuses a quantity below an item's reservations as the import will,
        // in a transaction of its own (the check reads the items as the import locks them) that writes nothing.
        const plan = await app.db.transaction().execute(async (trx) => {
          const planned = await planImport(trx, target.definition, target.table, file);
          planned.errors.push(...(await checkInventoryQuantities(trx, target, planned, file)));
          return planned;
        });
        return reply.send(resultOf(target, file, plan, true));
      }

      const request =
        key === undefined
          ? undefined
          : {
              userId: user.id,
              key,
              procedure: `imports.${target.definition.path}`,
              fingerprint: requestFingerprint(`imports.${target.definition.path}`, {
                name: fileName,
                sha256: file.sha256,
                mapping,
              }),
            };
      try {
        const body = await app.db.transaction().execute(async (trx) => {
          await setAuditActor(trx, { id: user.id, username: user.username, requestId: req.id });
          const answer = request ? await idempotentCall(trx, app.secrets, request, req.log) : undefined;
          if (answer?.replayed) return answer.data as ImportResult;
          const plan = await planImport(trx, target.definition, target.table, file, { lock: true });
          plan.errors.push(...(await checkInventoryQuantities(trx, target, plan, file)));
          if (plan.errors.length > 0) throw new RolledBack(resultOf(target, file, plan, false));
          const created = await insertImportedRows(
            trx,
            target.table,
            plan.creates.map((c) => c.values),
          );
          if (target.table !== 'financial_records')
            await updateImportedRows(
              trx,
              target.table,
              plan.updates.map((u) => ({ ...u.values, id: u.id })),
            );
          await recordImportAuditEntry(trx, {
            tableName: target.table,
            recordId: req.id,
            changes: {
              file: fileName,
              rows: file.rows.length,
              created,
              updated: plan.updates.map((u) => u.id),
            },
          });
          const result: ImportResult = { ...resultOf(target, file, plan, false), importId: req.id };
          await answer?.record(result);
          return result;
        });
        app.sessionCache?.afterCommit();
        return reply.send(body);
      } catch (err) {
        if (err instanceof RolledBack) {
          err.body.errors.sort((a, b) => a.line - b.line);
          return reply
            .code(400)
            .send({ ...err.body, message: IMPORT_TEXTS.refused(err.body.errorCount), requestId: req.id });
        }
        if (err instanceof TRPCError && err.code === 'UNPROCESSABLE_CONTENT')
          return reply.code(422).send({ message: err.message, requestId: req.id });
        throw err;
      }
    });
};

declare module 'fastify' {
  interface FastifyRequest {
    importUser?: { id: number; username: string };
  }
}

export default csvImportPlugin;
