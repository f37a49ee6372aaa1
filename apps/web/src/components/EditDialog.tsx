import { Alert, Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DialogFormContext, type GuardedClose } from '../lib/dialog-form.ts';

type DialogState = {
  opened: boolean;
  requestClose: () => void;
  channel: GuardedClose['channel'];
  conflict: { message: string; stale: boolean } | null;
  reloading: boolean;
  reload?: (() => Promise<void>) | undefined;
};

/**
 * The create/edit dialog of a list screen. Closing it with unsaved typing (Escape, a click outside, the
 * close button, the form's Cancel) asks 'Discard changes?' first. After a save refused with 409 it says why above the form and,
 * when someone saved a newer version meanwhile, offers 'Reload', which brings that version into the form.
 */
export function EditDialog({
  dialog,
  title,
  size = 'lg',
  children,
}: {
  dialog: DialogState;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { reload } = dialog;
  return (
    <Modal opened={dialog.opened} onClose={dialog.requestClose} title={title} size={size}>
      {dialog.conflict && (
        <Alert color="red" role="alert" mb="md">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Text fz="sm">{dialog.conflict.message}</Text>
            {dialog.conflict.stale && reload && (
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} />}
                loading={dialog.reloading}
                onClick={() => void reload()}
              >
                Reload
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <DialogFormContext value={dialog.channel}>{children}</DialogFormContext>
    </Modal>
  );
}
