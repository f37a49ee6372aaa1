import type { AppRouter } from '@app/api/router';
import { assumeType } from '@app/domain';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type Confirmation, whenConfirmed } from './confirm.tsx';
import { type CrudMessages, crudFeedback } from './crud-feedback.ts';
import { trpc } from './trpc.ts';
import { useEditDialog } from './use-edit-dialog.ts';
import {
  type FilterName,
  type PagedListOptions,
  type PagedResource,
  usePagedList,
} from './use-paged-list.ts';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Versioned = { id: number; version: number };
type Utils = ReturnType<typeof trpc.useUtils>;

/** The paged resources with the whole CRUD set: `page`, `byId` (a versioned record), `create`, `update` and `delete`. */
export type CrudResource = {
  [R in PagedResource]: Inputs[R] extends { create: unknown; update: unknown; delete: unknown }
    ? Outputs[R] extends { byId: Versioned }
      ? R
      : never
    : never;
}[PagedResource];

/** A record as the dialog edits it (`byId`'s answer). */
export type RecordOf<R extends CrudResource> = Outputs[R] extends { byId: infer T extends Versioned }
  ? T
  : never;
/** What a screen's form submits: the create's input; an edit sends it with the record's id and version. */
export type CreateInputOf<R extends CrudResource> = Inputs[R] extends { create: infer I } ? I : never;

type Mutation = { mutate: (input: object) => void; isPending: boolean };
type MutationProcedure = { useMutation: (options: object) => Mutation };

export type CrudScreenOptions<R extends CrudResource, K extends FilterName<R>> = {
  /** The list's page size and opening filters (the screen's loader prefetches the same). */
  list: PagedListOptions<R, K>;
  /** The spec's toasts for the resource (`MESSAGES.<resource>`). */
  messages: CrudMessages;
  /** Words a failure's toast where the screen's spec differs (see crudFeedback). */
  describeFailure?: Parameters<typeof crudFeedback>[2];
  /** What else a write changes (the dashboard's counts, another list): refreshed with the resource. */
  alsoRefresh?: (utils: Utils) => Array<Promise<unknown>>;
};

/**
 * The controller of a list screen with a create/edit dialog: the paged list (search, filters, sort and
 * page), the dialog (one Idempotency-Key per opening, dirty-form guard, reload on a stale version), the
 * create, update and delete calls with the spec's toasts, and the delete's confirmation in the app's
 * modal. The screen keeps only what is its own: summary cards, columns or cards, and its form.
 */
export function useCrudScreen<R extends CrudResource, K extends FilterName<R> = never>(
  resource: R,
  options: CrudScreenOptions<R, K>,
) {
  const utils = trpc.useUtils();
  // Every CrudResource has these procedures; their inputs are typed at this hook's boundary.
  const own = assumeType<{
    invalidate: () => Promise<void>;
    byId: { fetch: (input: { id: number }, options: { staleTime: number }) => Promise<RecordOf<R>> };
  }>(utils[resource]);
  const procedures = assumeType<Record<'create' | 'update' | 'delete', MutationProcedure>>(trpc[resource]);

  const list = usePagedList(resource, options.list);
  const dialog = useEditDialog<RecordOf<R>>((record) => own.byId.fetch({ id: record.id }, { staleTime: 0 }));
  const { editing } = dialog;

  const refresh = () => Promise.all([own.invalidate(), ...(options.alsoRefresh?.(utils) ?? [])]);
  const feedback = crudFeedback(options.messages, { refresh, dialog }, options.describeFailure);
  const create = procedures.create.useMutation(feedback.create);
  const update = procedures.update.useMutation(feedback.update);
  const remove = procedures.delete.useMutation(feedback.delete);

  return {
    list,
    dialog,
    editing,
    refresh,
    /** True while a save from the dialog is on its way (the submit button shows it and stays disabled). */
    saving: create.isPending || update.isPending,
    /** The dialog's save: a create, or an update of the record being edited at the version it was read. */
    submit: (values: CreateInputOf<R>) => {
      if (editing) update.mutate({ ...(values as object), id: editing.id, version: editing.version });
      else create.mutate(values as object);
    },
    /** Asks in the app's modal (the spec's question, the record named), then deletes. */
    confirmDelete: (record: { id: number }, confirmation: Confirmation) =>
      whenConfirmed(confirmation, () => remove.mutate({ id: record.id })),
  };
}
