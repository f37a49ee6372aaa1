import { useState } from 'react';

/** A create/edit dialog: closed, open for a new record (editing null), or open on a record. */
export function useEditDialog<T>() {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  return {
    opened,
    editing,
    openCreate: () => {
      setEditing(null);
      setOpened(true);
    },
    openEdit: (record: T) => {
      setEditing(record);
      setOpened(true);
    },
    close: () => {
      setOpened(false);
      setEditing(null);
    },
  };
}
