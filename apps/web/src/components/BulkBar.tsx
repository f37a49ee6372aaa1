import { lazy, Suspense, useEffect } from 'react';
import type { BulkBarProps } from './BulkBarPanel.tsx';

const loadPanel = () => import('./BulkBarPanel.tsx');
const BulkBarPanel = lazy(() => loadPanel().then((m) => ({ default: m.BulkBarPanel })));

/**
 * The bar over a list once rows are ticked: how many, "Select all N matching" when the whole page is,
 * Change status (where the resource has one), Delete and Clear selection. One confirmation for a
 * delete ('Delete 12 clients?'); a refusal (409: rows that cannot go, each named with why) is shown as
 * the server words it and keeps the selection, so the user can untick those rows and try again.
 *
 * Nothing shows until a row is ticked, so the bar (its menu, mutation and texts) is a chunk of its own,
 * fetched while the screen is idle: a list screen pays only for its checkboxes (bundle budget).
 */
export function BulkBar(props: BulkBarProps) {
  useEffect(() => {
    void loadPanel();
  }, []);
  const { state } = props.selection;
  if (!state.allMatching && state.selected.size === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkBarPanel {...props} />
    </Suspense>
  );
}
