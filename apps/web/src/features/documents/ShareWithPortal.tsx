import type { DocumentRecord } from '@app/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** Shares a document with a client portal, found by client, e-mail or event (issue 16). */
export function ShareWithPortal({ document, onDone }: { document: DocumentRecord; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const portals = trpc.clientPortals.page.useQuery({ search: debounced, limit: 20, offset: 0 });
  const share = trpc.clientPortals.share.useMutation({
    onSuccess: async () => {
      toastSuccess('Document shared with the client');
      await utils.clientPortals.invalidate();
      onDone();
    },
    onError: (error) => toastFailure('Failed to share the document', error),
  });
  return (
    <Stack>
      <Text fz="sm">
        The client sees <strong>{document.name}</strong> in their portal and can download it.
      </Text>
      <Select
        label="Client portal"
        placeholder="Search portals..."
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={(portals.data?.items ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.clientName} (${p.email})`,
        }))}
        value={picked}
        onChange={setPicked}
        nothingFoundMessage="No client portals found"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={picked === null}
          loading={share.isPending}
          onClick={() => picked && share.mutate({ id: Number(picked), documentId: document.id })}
        >
          Share
        </Button>
      </Group>
    </Stack>
  );
}
