import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The edit and delete icon buttons of one row or card, named after the record ('Edit Acme'). `children`
 * come first (a view button, say). `onDelete` asks for any confirmation itself.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
