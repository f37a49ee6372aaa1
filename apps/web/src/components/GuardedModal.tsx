import { Modal, type ModalProps } from '@mantine/core';
import { DialogFormContext, type GuardedClose } from '../lib/dialog-form.ts';

/** A Modal around a form that asks 'Discard changes?' before Escape, a click outside or × lose typing. */
export function GuardedModal({
  guard,
  children,
  ...props
}: Omit<ModalProps, 'onClose'> & { guard: GuardedClose }) {
  return (
    <Modal {...props} onClose={() => void guard.requestClose()}>
      <DialogFormContext value={guard.channel}>{children}</DialogFormContext>
    </Modal>
  );
}
