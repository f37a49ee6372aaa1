import { EMAIL_TEXTS, type EmailStatus } from '@app/domain';
import { confirmAction } from '../../lib/confirm.tsx';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { EMAIL_UI } from './email-texts.ts';

type Message = { id: number; status: EmailStatus; to: string; subject: string };

/**
 * Cancel (a queued message) and Send again (a failed, cancelled or unconfirmed one), each after a
 * confirmation naming the message; an unconfirmed one's asks to check with the recipient first, since
 * it may have arrived. The server's refusal (the message moved on meanwhile) is shown as it gave it.
 */
export function useEmailActions() {
  const utils = trpc.useUtils();
  const refresh = () => utils.emails.invalidate();
  const cancelMutation = trpc.emails.cancel.useMutation({
    onSuccess: async () => {
      toastSuccess(EMAIL_UI.cancelSuccess);
      await refresh();
    },
    onError: async (error) => {
      toastFailure(EMAIL_UI.cancelFailed, error);
      await refresh();
    },
  });
  const resendMutation = trpc.emails.resend.useMutation({
    onSuccess: async () => {
      toastSuccess(EMAIL_UI.resendSuccess);
      await refresh();
    },
    onError: async (error) => {
      toastFailure(EMAIL_UI.resendFailed, error);
      await refresh();
    },
  });
  const subject = (email: Message) => `${email.subject} (to ${email.to})`;
  return {
    cancel: async (email: Message) => {
      const confirmed = await confirmAction({ ...EMAIL_UI.cancelConfirm, subject: subject(email) });
      if (confirmed) cancelMutation.mutate({ id: email.id });
    },
    resend: async (email: Message) => {
      const confirmed = await confirmAction({
        ...EMAIL_UI.resendConfirm,
        message: email.status === 'unconfirmed' ? EMAIL_TEXTS.interrupted : EMAIL_UI.resendConfirm.message,
        subject: subject(email),
        danger: false,
      });
      if (confirmed) resendMutation.mutate({ id: email.id });
    },
    /** The id of the message a cancel or a resend is under way for. */
    pendingId: cancelMutation.isPending
      ? cancelMutation.variables?.id
      : resendMutation.isPending
        ? resendMutation.variables?.id
        : undefined,
  };
}
