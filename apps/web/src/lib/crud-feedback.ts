import { toastError, toastSuccess } from './toast.ts';

/** The spec §8 texts of one resource, as `MESSAGES.<resource>` holds them. */
export type CrudMessages = {
  createSuccess: string;
  createFailed: string;
  updateSuccess: string;
  updateFailed: string;
  deleteSuccess: string;
  deleteFailed: string;
};

type ClientError = { message: string; data?: { code?: string } | null };

/** True when the server refused a save because the record changed since it was read (409). */
export const isConflict = (error: ClientError) => error.data?.code === 'CONFLICT';

type Action = 'create' | 'update' | 'delete';

/** The default failure text: the spec's message, or the server's own when an edit was refused with 409. */
const specMessageOrConflict = (fallback: string, error: ClientError, action: Action) =>
  action === 'update' && isConflict(error) ? error.message : fallback;

/**
 * Mutation options for a screen's create, update and delete calls: the spec's toasts, closing the
 * dialog after a save, and refreshing what the write changed. A failed save keeps the dialog open with
 * what the user typed; an edit refused with 409 also lets the dialog offer to reload the record.
 * `describeFailure` words a failure where a screen's spec differs (it gets the spec's text as fallback).
 */
export function crudFeedback(
  messages: CrudMessages,
  after: { refresh: () => unknown; dialog: { close: () => void; showConflict: (message: string) => void } },
  describeFailure: (fallback: string, error: ClientError, action: Action) => string = specMessageOrConflict,
) {
  const succeeded = (text: string, closeDialog: boolean) => async () => {
    toastSuccess(text);
    if (closeDialog) after.dialog.close();
    await after.refresh();
  };
  const failed = (fallback: string, action: Action) => (error: ClientError) => {
    toastError(describeFailure(fallback, error, action));
    if (action === 'update' && isConflict(error)) {
      after.dialog.showConflict(error.message);
      // The list shows the stale record too.
      void after.refresh();
    }
  };
  return {
    create: {
      onSuccess: succeeded(messages.createSuccess, true),
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
