import { useEffect, useState } from 'react';
import type { BulkBarProps, BulkBarPanel as Panel } from './BulkBarPanel.tsx';

/** The bar's component once its chunk is in (the first list screen shown fetches it). */
let loaded: typeof Panel | null = null;
const loadPanel = () =>
  import('./BulkBarPanel.tsx').then((m) => {
    loaded = m.BulkBarPanel;
  });

/**
 * The bar over a list once rows are ticked: how many, "Select all N matching" when the whole page is,
 * Change status (where the resource has one), Delete and Clear selection. One confirmation for a
 * delete ('Delete 12 clients?'); a refusal (409: rows that cannot go, each named with why) is shown as
 * the server words it and keeps the selection, so the user can untick those rows and try again.
 *
 * Nothing shows until a row is ticked, so the bar (its menu, mutation and texts) is a chunk of its own,
 * fetched as the screen mounts: a list screen pays only for its checkboxes (bundle budget). Once in,
 * it renders in the same commit as the tick (no Suspense frame, no late shift of the rows under it).
 */
export function BulkBar(props: BulkBarProps) {
  const [BulkBarPanel, setPanel] = useState<typeof Panel | null>(() => loaded);
  useEffect(() => {
    if (BulkBarPanel) return;
    let live = true;
    void loadPanel().then(() => {
      if (live) setPanel(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [BulkBarPanel]);
  const { state } = props.selection;
  if (!BulkBarPanel || (!state.allMatching && state.selected.size === 0)) return null;
  return <BulkBarPanel {...props} />;
}
