import { type ClientPortal, formatDate } from '@app/domain';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.tsx';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The documents shared with one portal (what its client sees and can download): share another one,
 * found by name, or stop sharing one. documentsShared follows on the server.
 */
export function SharedDocuments({ portal }: { portal: ClientPortal }) {
  const utils = trpc.useUtils();
  const shares = trpc.clientPortals.shares.useQuery({ id: portal.id });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const documents = trpc.documents.page.useQuery({ search: debounced, limit: 20, offset: 0 });
  const refresh = () =>
    Promise.all([utils.clientPortals.shares.invalidate({ id: portal.id }), utils.clientPortals.invalidate()]);
  const share = trpc.clientPortals.share.useMutation({
    onSuccess: async () => {
      toastSuccess('Document shared with the client');
      setPicked(null);
      setSearch('');
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
  const sharedIds = new Set(shares.data?.map((s) => s.documentId));
  const options = (documents.data?.items ?? [])
    // Only what the client can open: a document with stored bytes, not already shared, not their own upload.
    .filter((d) => d.fileId !== null && !sharedIds.has(d.id) && d.category !== 'client-upload')
    .map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <Stack>
      <Text fz="sm" c="dimmed">
        {portal.clientName} sees these documents in their portal and can download them.
      </Text>
      <Group align="flex-end" wrap="nowrap">
        <Select
          label="Share a document"
          placeholder="Search documents..."
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={picked}
          onChange={setPicked}
          nothingFoundMessage="No documents found"
          flex={1}
        />
        <Button
          leftSection={<IconShare size={16} />}
          disabled={picked === null}
          loading={share.isPending}
          onClick={() => picked && share.mutate({ id: portal.id, documentId: Number(picked) })}
        >
          Share
        </Button>
      </Group>
      {shares.isPending ? (
        <Text c="dimmed">Loading...</Text>
      ) : shares.data?.length ? (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>Shared</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.data.map((s) => (
                <Table.Tr key={s.documentId}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{formatDate(s.sharedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Stop sharing ${s.name}`}
                      onClick={async () => {
                        const confirmed = await confirmAction({
                          message: 'Stop sharing this document with the client?',
                          subject: s.name,
                          confirmLabel: 'Stop sharing',
                        });
                        if (confirmed) unshare.mutate({ id: portal.id, documentId: s.documentId });
                      }}
                    >
                      Stop sharing
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed">No documents are shared with this portal yet.</Text>
      )}
    </Stack>
  );
}
