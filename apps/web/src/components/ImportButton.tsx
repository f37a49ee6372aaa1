import type { ImportResourcePath } from '@app/domain';
import { Button } from '@mantine/core';
import { IconTableImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// Its own chunk (the drop zone, the mapping, the report): loaded when Import is first pressed.
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));

/**
 * The Import button of a list screen whose resource imports from CSV (`usePagedList`'s `importPath`),
 * for ListToolbar's `importButton`; none, no button. Each press opens the dialog afresh (a new key).
 */
export function ImportButton({ path }: { path: ImportResourcePath | undefined }) {
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(0);
  if (!path) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTableImport size={16} />}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpened(true);
        }}
      >
        Import
      </Button>
      {opening > 0 && (
        <Suspense>
          <ImportDialog key={opening} path={path} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
