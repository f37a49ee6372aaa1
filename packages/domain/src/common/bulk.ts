import { z } from 'zod';
import { countNoun } from '../calculators/count-noun.ts';
import { LIST_LIMIT_MAX, LIST_TOTAL_CAP } from '../constants.ts';
import { ZRowId } from './ids.ts';

/**
 * The most rows one bulk call may name by id. A selection is made of pages of at most LIST_LIMIT_MAX
 * rows ticked by hand, so two full pages fit; anything wider is "all N matching", sent as the list's
 * filter. 1,000 ids are ≈8 KB of JSON, far inside the 256 KiB body limit and PostgreSQL's 65,535
 * parameters per statement.
 */
export const BULK_IDS_MAX = 2 * LIST_LIMIT_MAX;
/**
 * The most rows a filter-based bulk call changes: the number a list counts exactly (LIST_TOTAL_CAP),
 * so "Select all N matching" never offers more than one call takes. One transaction locks them all.
 */
export const BULK_FILTER_MAX = LIST_TOTAL_CAP;

export const BULK_ACTIONS = ['delete', 'status'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_TEXTS = {
  idsOrFilter: 'Send either ids or filter, not both',
  statusRequired: 'Choose a status',
  statusOnlyWithAction: 'status goes only with the action status',
} as const;

/** '… have no status: the only bulk action is delete' (for resources without a status column). */
export const noStatusMessage = (many: string) =>
  `${many.charAt(0).toUpperCase()}${many.slice(1)} have no status: the only bulk action is delete`;

/** 'More than 10,000 clients match: narrow the search or filters (a bulk action changes at most 10,000 at once)'. */
export const bulkTooManyMessage = (many: string) =>
  `More than ${BULK_FILTER_MAX.toLocaleString('en-US')} ${many} match: narrow the search or filters (a bulk action changes at most ${BULK_FILTER_MAX.toLocaleString('en-US')} at once)`;

/** The one confirmation of a bulk delete: 'Delete 12 clients?', 'Delete 1 client?'. */
export const bulkDeleteQuestion = (count: number, one: string, many: string) =>
  `Delete ${countNoun(count, one, many)}?`;

/** The list's input without paging and order: what "all N matching" sends as `filter`. */
export function bulkFilterOf(listInput: z.ZodObject): z.ZodObject {
  return listInput.omit({ limit: true, offset: true, sortBy: true, sortDir: true });
}

/**
 * A resource's bulk input: `action` (`delete`, or `status` with `status` where the resource has one)
 * and exactly one of `ids` (1..BULK_IDS_MAX) or `filter` (the list's search and filters).
 */
export function makeBulkInput(
  listInput: z.ZodObject,
  options: { statuses?: readonly [string, ...string[]] | undefined; many: string },
) {
  const { statuses, many } = options;
  const action = statuses
    ? z.enum(BULK_ACTIONS).meta({ description: '`delete`, or `status` to set every row’s `status`.' })
    : z.enum(['delete'], { error: noStatusMessage(many) }).meta({ description: 'Only `delete`.' });
  return z
    .object({
      action,
      ...(statuses
        ? { status: z.enum(statuses).optional().meta({ description: 'The new status (action `status`).' }) }
        : {}),
      ids: z
        .array(ZRowId)
        .min(1, 'Choose at least one row')
        .max(
          BULK_IDS_MAX,
          `At most ${BULK_IDS_MAX.toLocaleString('en-US')} ids; send the list's filter instead`,
        )
        .optional()
        .meta({
          description: `The rows, by id (1 to ${BULK_IDS_MAX}). Ids that no longer exist are skipped.`,
        }),
      filter: bulkFilterOf(listInput)
        .optional()
        .meta({
          description: `Instead of ids: the list's search and filters (as \`GET\` takes them, without paging); at most ${BULK_FILTER_MAX.toLocaleString('en-US')} rows may match.`,
        }),
    })
    .superRefine((input, ctx) => {
      const value = input as { action: string; status?: string; ids?: unknown; filter?: unknown };
      if ((value.ids === undefined) === (value.filter === undefined))
        ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_TEXTS.idsOrFilter });
      if (value.action === 'status' && value.status === undefined)
        ctx.addIssue({ code: 'custom', path: ['status'], message: BULK_TEXTS.statusRequired });
      if (value.action !== 'status' && value.status !== undefined)
        ctx.addIssue({ code: 'custom', path: ['status'], message: BULK_TEXTS.statusOnlyWithAction });
    });
}

/** What a bulk call answers: how many rows it deleted or changed (rows already gone, or already of the status, are not counted). */
export const ZBulkResult = z.object({
  affected: z.int().min(0).meta({ description: 'How many rows were deleted or changed.' }),
});
export type BulkResult = z.infer<typeof ZBulkResult>;

/**
 * One row a bulk call refused, and why: `reason` is shared by the rows refused alike ('have financial
 * records', 'cannot be set to confirmed'); `detail`, the rule's own message for this row, when each row
 * has its own ('Only 10 of Chairs are free on Sat, Sep 4, 2027 (30 asked for)').
 */
export type BulkRefusedRow = { id: number; name: string; reason: string; detail?: string | undefined };

const NAMES_SHOWN = 5;

/** The reason of one row: 'have financial records' becomes 'has financial records'. */
const singular = (reason: string) => reason.replace(/^have\b/, 'has').replace(/^are\b/, 'is');

/**
 * What a refused row's `issues` entry says: 'Acme Ltd has financial records', or with its own detail
 * 'Gala cannot be set to confirmed: Only 10 of Chairs are free on …'.
 */
export const bulkRowMessage = (row: BulkRefusedRow) =>
  `${row.name} ${singular(row.reason)}${row.detail ? `: ${row.detail}` : ''}`;

/** The status as people read it: 'in_progress' -> 'in progress'. */
export const bulkStatusReason = (status: string) => `cannot be set to ${status.replaceAll('_', ' ')}`;

/**
 * The 409 message of a refused bulk call, naming the rows by reason:
 * 'Nothing was deleted: 2 clients have financial records: Acme Ltd, Bloom Co'.
 * `reason` is the predicate after the count ('have financial records'); rows are grouped by it.
 */
export function bulkRefusalMessage(
  action: BulkAction,
  rows: readonly BulkRefusedRow[],
  one: string,
  many: string,
): string {
  const groups = new Map<string, BulkRefusedRow[]>();
  for (const row of rows) groups.set(row.reason, [...(groups.get(row.reason) ?? []), row]);
  const parts = [...groups].map(([reason, refused]) => {
    const more = refused.length > NAMES_SHOWN ? ` and ${refused.length - NAMES_SHOWN} more` : '';
    const verb = refused.length === 1 ? singular(reason) : reason;
    const counted = `${countNoun(refused.length, one, many)} ${verb}`;
    const shown = refused.slice(0, NAMES_SHOWN);
    // Rows with their own detail are named one by one with it: 'Gala: Only 10 of Chairs are free on …'.
    if (shown.some((row) => row.detail))
      return `${counted}. ${shown.map((row) => (row.detail ? `${row.name}: ${row.detail}` : row.name)).join('; ')}${more}`;
    return `${counted}: ${shown.map((row) => row.name).join(', ')}${more}`;
  });
  return `Nothing was ${action === 'delete' ? 'deleted' : 'changed'}: ${parts.join('; ')}`;
}
