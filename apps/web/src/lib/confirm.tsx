import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type Confirmation = {
  /** The question, in the spec's words ('Are you sure you want to delete this client?'). */
  message: string;
  /** The record it is about, named under the question so a misclick on the wrong row shows. */
  subject?: string | undefined;
  title?: string;
  confirmLabel?: string;
  /** The button that answers no: 'Cancel', unless the action itself is a cancel ('Keep it'). */
  cancelLabel?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
};

/**
 * Asks in the app's own modal (spec §5's confirmations, in place of `window.confirm`), with the focus on
 * Cancel so Enter after a misclick keeps the record. Resolves true only when the user confirms.
 */
export function confirmAction({
  message,
  subject,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  danger = true,
}: Confirmation): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          {subject && (
            <Text size="sm" fw={600} data-testid="confirm-subject">
              {subject}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Escape, the close button or a click outside: the same as Cancel (a later resolve is ignored).
      onClose: () => resolve(false),
    });
  });
}

/** Runs `action` once the user has confirmed. */
export function whenConfirmed(confirmation: Confirmation, action: () => void): void {
  void confirmAction(confirmation).then((confirmed) => {
    if (confirmed) action();
  });
}
