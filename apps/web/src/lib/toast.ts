import { MESSAGES } from '@app/domain';
import { notifications } from '@mantine/notifications';

/**
 * Spec §8: success toasts are titled 'Success', failures are red and titled 'Error' unless stated.
 * Spec §9 shows one toast at a time: the newest replaces the one on screen instead of waiting behind it.
 */
export function toastSuccess(message: string, title: string = MESSAGES.toast.successTitle) {
  notifications.clean();
  notifications.show({ title, message, color: 'green' });
}

export function toastError(message: string, title: string = MESSAGES.toast.errorTitle) {
  notifications.clean();
  notifications.show({ title, message, color: 'red' });
}
