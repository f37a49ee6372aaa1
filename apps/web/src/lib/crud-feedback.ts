import { idempotent } from './idempotency-key.ts';
import { type ClientError, type FieldIssue, serverIssues, toastFailure } from './server-reason.ts';
import { toastSuccess } from './toast.ts';

/** The spec §8 texts of one resource, as `MESSAGES.<resource>` holds them. */
export type CrudMessages = {
  createSuccess: string;
  createFailed: string;
  updateSuccess: string;
  updateFailed: string;
  deleteSuccess: string;
  deleteFailed: string;
};

/** True when the server refused a save because the record changed since it was read (409). */
export const isConflict = (error: ClientError) => error.data?.code === 'CONFLICT';

type Action = 'create' | 'update' | 'delete';

/** The default failure text: the spec's message (the server's reason goes under it, see toastFailure). */
const specMessage = (fallback: string) => fallback;

/**
 * Mutation options for a screen's create, update and delete calls: the spec's toasts (with the server's
 * reason under a failure's), closing the dialog after a save, and refreshing what the write changed. The
 * create carries the dialog's `Idempotency-Key`, so saving twice from one opening creates one record. The
 * fields a save was refused for get the server's messages in the form. A failed save keeps the dialog open with
 * what the user typed; an edit refused with 409 also lets the dialog offer to reload the record.
 * `describeFailure` words a failure where a screen's spec differs (it gets the spec's text as fallback).
 */
/** The Idempotency-Keys whose create was announced already (see `succeeded`). */
const announcedCreates = new Set<string>();

export function crudFeedback(
  messages: CrudMessages,
  after: {
    refresh: () => unknown;
    dialog: {
      close: () => void;
      showConflict: (message: string) => void;
      showIssues: (issues: FieldIssue[]) => void;
      /** Sent with the create as its `Idempotency-Key` (useEditDialog gives one per opening). */
      idempotencyKey?: string;
    };
  },
  describeFailure: (fallback: string, error: ClientError, action: Action) => string = specMessage,
) {
  const succeeded = (text: string, closeDialog: boolean, key?: string) => async () => {
    // Two saves from one opening (a double submit the button could not stop) store one record and get
    // the same answer: they are announced once.
    if (key !== undefined && announcedCreates.has(key)) return;
    if (key !== undefined) announcedCreates.add(key);
    toastSuccess(text);
    if (closeDialog) after.dialog.close();
    await after.refresh();
  };
  const failed = (fallback: string, action: Action) => (error: ClientError) => {
    toastFailure(describeFailure(fallback, error, action), error);
    if (action !== 'delete') after.dialog.showIssues(serverIssues(error));
    if (action === 'update' && isConflict(error)) {
      after.dialog.showConflict(error.message);
      // The list shows the stale record too.
      void after.refresh();
    }
  };
  return {
    create: {
      ...(after.dialog.idempotencyKey === undefined ? {} : idempotent(after.dialog.idempotencyKey)),
      onSuccess: succeeded(messages.createSuccess, true, after.dialog.idempotencyKey),
      onError: failed(messages.createFailed, 'create'),
    },
    update: {
      onSuccess: succeeded(messages.updateSuccess, true),
      onError: failed(messages.updateFailed, 'update'),
    },
    delete: {
      onSuccess: succeeded(messages.deleteSuccess, false),
      onError: failed(messages.deleteFailed, 'delete'),
    },
  };
}
