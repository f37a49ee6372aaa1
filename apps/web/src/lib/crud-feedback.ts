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

/**
 * Mutation options for a screen's create, update and delete calls: the spec's toasts, closing the
 * dialog after a save, and refreshing what the write changed. A failed save keeps the dialog open with
 * what the user typed; a stale edit (409) shows the server's "changed since" message instead.
 */
export function crudFeedback(
  messages: CrudMessages,
  after: { refresh: () => unknown; closeDialog: () => void },
) {
  const succeeded = (text: string, closeDialog: boolean) => async () => {
    toastSuccess(text);
    if (closeDialog) after.closeDialog();
    await after.refresh();
  };
  return {
    create: {
      onSuccess: succeeded(messages.createSuccess, true),
      onError: () => toastError(messages.createFailed),
    },
    update: {
      onSuccess: succeeded(messages.updateSuccess, true),
      onError: (error: ClientError) =>
        toastError(error.data?.code === 'CONFLICT' ? error.message : messages.updateFailed),
    },
    delete: {
      onSuccess: succeeded(messages.deleteSuccess, false),
      onError: () => toastError(messages.deleteFailed),
    },
  };
}
