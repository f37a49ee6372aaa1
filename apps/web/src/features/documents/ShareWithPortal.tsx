import type { DocumentRecord } from '@app/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The client portals a document is shared with (stop sharing one), and sharing it with another, found
 * by client, e-mail or event.
 */
export function ShareWithPortal({ document, onDone }: { document: DocumentRecord; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const portals = trpc.clientPortals.page.useQuery({ search: debounced, limit: 20, offset: 0 });
  const sharedWith = trpc.documents.portals.useQuery({ id: document.id });
  const refresh = () =>
    Promise.all([utils.clientPortals.invalidate(), utils.documents.portals.invalidate({ id: document.id })]);
  const share = trpc.clientPortals.share.useMutation({
    onSuccess: async () => {
      toastSuccess('Document shared with the client');
      setPicked(null);
      await refresh();
    },
    onError: (error) => toastFailure('Failed to share the document', error),
  });
  const unshare = trpc.clientPortals.unshare.useMutation({
    onSuccess: async () => {
      toastSuccess('The client no longer sees the document');
      await refresh();
    },
    onError: (error) => toastFailure('Failed to stop sharing the document', error),
  });
  const sharedIds = new Set(sharedWith.data?.map((p) => p.id));
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
        data={(portals.data?.items ?? [])
          .filter((p) => !sharedIds.has(p.id))
          .map((p) => ({
            value: String(p.id),
            label: `${p.clientName} (${p.email})`,
          }))}
        value={picked}
        onChange={setPicked}
        nothingFoundMessage="No client portals found"
      />
      {sharedWith.data && sharedWith.data.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            Shared with
          </Text>
          {sharedWith.data.map((p) => (
            <Group key={p.id} justify="space-between" wrap="nowrap">
              <Text fz="sm">
                {p.clientName} ({p.email})
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={`Stop sharing with ${p.clientName}`}
                loading={unshare.isPending && unshare.variables?.id === p.id}
                onClick={() => unshare.mutate({ id: p.id, documentId: document.id })}
              >
                Stop sharing
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Close
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
