import { MESSAGES } from '@app/domain';
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';

/**
 * Spec §9 shows one toast at a time: the newest replaces the one on screen instead of waiting behind it.
 * Every toast uses the same id, so there is only ever one toast element: a new message updates it in
 * place. (Mantine's own `clean()` then `show()` was tried: the cleaned toast stayed on screen beside the
 * new one for seconds in Chromium, e2e/forgiving-forms.spec.ts.)
 */
const TOAST_ID = 'app-toast';
const AUTO_CLOSE_MS = 5000;
let restartTimer = false;

function showToast(toast: Omit<NotificationData, 'id'>) {
  const onScreen = notificationsStore.getState().notifications.some((n) => n.id === TOAST_ID);
  if (!onScreen) {
    notifications.show({ ...toast, id: TOAST_ID, autoClose: AUTO_CLOSE_MS });
    return;
  }
  // Mantine restarts a notification's close timer when its duration changes; alternate by 1 ms so the
  // replaced message gets its own full 5 seconds.
  restartTimer = !restartTimer;
  notifications.update({ ...toast, id: TOAST_ID, autoClose: AUTO_CLOSE_MS + (restartTimer ? 1 : 0) });
}

/** Spec §8: success toasts are titled 'Success', failures are red and titled 'Error' unless stated. */
export function toastSuccess(message: string, title: string = MESSAGES.toast.successTitle) {
  showToast({ title, message, color: 'green' });
}

export function toastError(message: string, title: string = MESSAGES.toast.errorTitle) {
  showToast({ title, message, color: 'red' });
}
