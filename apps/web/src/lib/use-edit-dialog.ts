import { useRef, useState } from 'react';
import { useGuardedClose } from './dialog-form.ts';
import { useIdempotencyKey } from './idempotency-key.ts';
import { toastError } from './toast.ts';

type Versioned = { id: number; version: number };

/**
 * A create/edit dialog: closed, open for a new record (`editing` null), or open on a record. When a save
 * is refused with 409, `showConflict` keeps the server's message in the dialog and, once it is confirmed
 * that someone saved a newer version meanwhile, `conflict.stale` lets the dialog offer `reload`: the record
 * is read again and the form (keyed by `formKey`) starts over from the latest values and version, so the
 * user can re-apply their change and save.
 */
export function useEditDialog<T extends Versioned>(reload?: (record: T) => Promise<T>) {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [conflict, setConflict] = useState<{ message: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);
  // Each opening for a new record gets a fresh form: a stray Enter on the page's "Add" button just after a
  // save (the focus goes back there) must not bring the saved values back.
  const [openings, setOpenings] = useState(0);
  // The record on screen now, for answers that arrive after the dialog moved on.
  const current = useRef<T | null>(null);
  current.current = editing;
  const close = () => {
    guard.forget();
    setOpened(false);
    setEditing(null);
    setConflict(null);
  };
  // The form in the dialog reports unsaved typing (dirty-form.ts); closing it then asks first.
  const guard = useGuardedClose(opened, close);
  const idempotencyKey = useIdempotencyKey(opened);
  const open = (record: T | null) => {
    guard.forget();
    setEditing(record);
    setConflict(null);
    setOpenings((count) => count + 1);
    setOpened(true);
  };
  return {
    opened,
    editing,
    /**
     * The create's `Idempotency-Key`: new at each opening, the same for every save from it, so a
     * double-click or a retry creates one record (crudFeedback sends it; else `idempotent(key)`).
     */
    idempotencyKey,
    /** Changes when the dialog opens on another record or a reload brings a newer version. */
    formKey: editing ? `${editing.id}:${editing.version}` : `new:${openings}`,
    conflict,
    reloading,
    openCreate: () => open(null),
    openEdit: (record: T) => open(record),
    /** Closes at once (after a save). */
    close,
    /** Cancel, Escape, the close button or a click outside: asks 'Discard changes?' first when the form is dirty. */
    requestClose: guard.requestClose,
    /** What the dialog shares with its form (unsaved typing, refused fields). */
    channel: guard.channel,
    showIssues: guard.showIssues,
    /**
     * After a save answered 409. A 409 can also mean a duplicate value, where reloading would not help, so
     * the reload is offered only once the record is seen to have a newer version.
     */
    showConflict: (message: string) => {
      setConflict({ message, stale: false });
      const stale = editing;
      if (!stale || !reload) return;
      reload(stale).then(
        (latest) => {
          if (latest.version !== stale.version && current.current === stale)
            setConflict({ message, stale: true });
        },
        () => {},
      );
    },
    /** Reads the record being edited again; absent when the screen cannot reload. */
    reload:
      reload &&
      (async () => {
        if (!editing) return;
        setReloading(true);
        try {
          const latest = await reload(editing);
          setEditing(latest);
          setConflict(null);
        } catch (error) {
          toastError(error instanceof Error ? error.message : String(error));
        } finally {
          setReloading(false);
        }
      }),
  };
}
