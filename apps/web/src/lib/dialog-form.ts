import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from './confirm.tsx';
import type { FieldIssue } from './server-reason.ts';

/**
 * What a dialog (EditDialog, GuardedModal) and the form inside it share: the form reports whether
 * anything typed is unsaved, and the dialog hands it the fields the server refused.
 */
type DialogFormChannel = { setDirty: (dirty: boolean) => void; issues: readonly FieldIssue[] };
export const DialogFormContext = createContext<DialogFormChannel | null>(null);

type FormLike = { isDirty: () => boolean; setFieldError: (path: string, error: string) => void };

/**
 * Used by every dialog form: reports unsaved typing to the dialog around it, and puts the server's
 * messages under the fields it refused (a 400 with issues). Nothing happens outside a dialog.
 */
export function useDialogForm(form: FormLike) {
  const channel = useContext(DialogFormContext);
  const dirty = form.isDirty();
  const setDirty = channel?.setDirty;
  useEffect(() => {
    setDirty?.(dirty);
  }, [setDirty, dirty]);
  useEffect(() => () => setDirty?.(false), [setDirty]);
  const issues = channel?.issues;
  useEffect(() => {
    for (const issue of issues ?? []) form.setFieldError(issue.path, issue.message);
  }, [issues]);
}

/** 'Discard changes?' in the app's modal; resolves true when the user chooses to lose them. */
function confirmDiscard(): Promise<boolean> {
  return confirmAction({
    title: 'Discard changes?',
    message: 'What you typed in this form has not been saved and will be lost.',
    confirmLabel: 'Discard',
  });
}

/** The forms on screen that may hold unsaved typing (see useLeaveGuard). */
const unsavedForms = new Set<() => boolean>();

/**
 * While `isDirty()` holds, closing or reloading the tab asks first (the browser's own prompt), and so
 * does leaving for another screen (the app's 'Discard changes?', see useLeaveGuard).
 */
export function useUnloadGuard(active: boolean, isDirty: () => boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    unsavedForms.add(isDirty);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsavedForms.delete(isDirty);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, isDirty]);
}

/**
 * A route change (a link, the back button, a search result) away from a form with unsaved typing asks
 * 'Discard changes?' first: Cancel stays with the typing, Discard goes. One blocker for the whole app
 * (react-router allows one), mounted by the signed-in shell; the forms register with useUnloadGuard.
 */
export function useLeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && [...unsavedForms].some((isDirty) => isDirty()),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}

/**
 * The close of a dialog whose form uses useDialogForm: `requestClose` asks 'Discard changes?' first
 * when anything typed is unsaved, and closing or reloading the tab asks too while the dialog is open.
 * `showIssues` hands the form the fields a save was refused for.
 */
export function useGuardedClose(opened: boolean, close: () => void) {
  const dirty = useRef(false);
  const [issues, setIssues] = useState<readonly FieldIssue[]>([]);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const isDirty = useCallback(() => dirty.current, []);
  useUnloadGuard(opened, isDirty);
  const forget = () => {
    dirty.current = false;
    setIssues([]);
  };
  const requestClose = async () => {
    if (dirty.current && !(await confirmDiscard())) return;
    forget();
    close();
  };
  return { channel: { setDirty, issues }, requestClose, forget, showIssues: setIssues };
}

export type GuardedClose = ReturnType<typeof useGuardedClose>;
