import {
  DOCUMENT_CATEGORIES,
  type DocumentRecord,
  deleteConfirmation,
  formatDate,
  MESSAGES,
  totalNoun,
} from '@app/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFiles,
  IconFileText,
  IconReceipt,
  IconShare,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BulkBar } from '../../components/BulkBar.tsx';
import { ClientSelect } from '../../components/ClientSelect.tsx';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { IconButton } from '../../components/RowActions.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { DocumentIcon } from './DocumentIcon.tsx';
import { DocumentUploader } from './DocumentUploader.tsx';
import { viewUrl } from './document-links.ts';
import { LIST } from './loader.ts';
import { ShareWithPortal } from './ShareWithPortal.tsx';
import { useDocumentUpload } from './use-document-upload.ts';

const CATEGORY_FILTER = ['all', ...DOCUMENT_CATEGORIES.filter((c) => c !== 'campaign-report')];

/** A positive integer id from the address, or undefined. */
function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function DocumentsPage() {
  const utils = trpc.useUtils();
  // `?clientId=` (the client filter, an event's "See all of …'s documents", a notification about a
  // client's upload): the list shows that client's documents. The address decides, as on Financial Records.
  const [params, setParams] = useSearchParams();
  const clientFilter = positiveId(params.get('clientId'));
  const list = usePagedList<'documents', 'category' | 'clientId'>('documents', {
    pageSize: LIST.pageSize,
    filters: { ...LIST.filters, ...(clientFilter === undefined ? {} : { clientId: clientFilter }) } as {
      category: 'all';
      clientId: number;
    },
  });
  const { setFilter, clearFilter } = list;
  // Absent when the address names no client (the cast above types the filter as always there).
  const listedClient = list.filters.clientId as number | undefined;
  useEffect(() => {
    if (clientFilter === listedClient) return;
    if (clientFilter === undefined) clearFilter('clientId');
    else setFilter('clientId', clientFilter);
  }, [clientFilter, listedClient, setFilter, clearFilter]);
  const client = trpc.clients.byId.useQuery(
    { id: listedClient ?? 0 },
    { enabled: listedClient !== undefined },
  );
  const showClient = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('clientId');
        else next.set('clientId', id);
        return next;
      },
      { replace: true },
    );
  const { uploading, upload } = useDocumentUpload();
  const [sharing, setSharing] = useState<DocumentRecord | null>(null);
  const selection = useRowSelection(
    list.items.map((d) => d.id),
    selectionKey(list),
  );

  const counts = trpc.documents.counts.useQuery();
  const remove = trpc.documents.delete.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.documents.deleteSuccess);
      await utils.documents.invalidate();
    },
    onError: (error) => toastFailure(MESSAGES.documents.deleteFailed, error),
  });

  const c = counts.data;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Contracts" value={c?.contracts} icon={<IconSignature size={22} />} />
        <SummaryCard title="Invoices" value={c?.invoices} icon={<IconReceipt size={22} />} color="green" />
        <SummaryCard
          title="Proposals"
          value={c?.proposals}
          icon={<IconFileText size={22} />}
          color="violet"
        />
        <SummaryCard title="Other" value={c?.other} icon={<IconFiles size={22} />} color="gray" />
      </SimpleGrid>

      <DocumentUploader uploading={uploading} onUpload={upload} />

      <ListToolbar
        list={list}
        searchLabel="Search documents"
        searchPlaceholder="Search documents..."
        filters={[{ name: 'category', label: 'Category filter', data: CATEGORY_FILTER, width: 180 }]}
      >
        <ClientSelect
          label={undefined}
          ariaLabel="Client filter"
          placeholder="All clients"
          value={listedClient === undefined ? null : String(listedClient)}
          selected={client.data ? { id: String(client.data.id), name: client.data.name } : null}
          onChange={(picked) => showClient(picked?.id ?? null)}
        />
        <Text c="dimmed" fz="sm" ml="auto">
          {totalNoun(list, 'document')}
        </Text>
      </ListToolbar>
      {listedClient !== undefined && (
        <Alert color="blue">
          <Group justify="space-between">
            <Text fz="sm">
              Showing the documents of {client.data ? `“${client.data.name}”` : `client #${listedClient}`}
            </Text>
            <Button size="xs" variant="default" onClick={() => showClient(null)}>
              Show all documents
            </Button>
          </Group>
        </Alert>
      )}
      <BulkBar
        resource="documents"
        one="document"
        many="documents"
        selection={selection}
        list={list}
        refresh={() => utils.documents.invalidate()}
      />
      <DataTable
        list={list}
        select={selectColumn(selection, (d: DocumentRecord) => ({ id: d.id, name: d.name }))}
        columns={['Document', 'Category', 'Size', 'Modified', 'Actions']}
        minWidth={760}
        emptyText="No documents found"
        renderRow={(d) => (
          <DocumentRow
            key={d.id}
            document={d}
            onShare={() => setSharing(d)}
            onDelete={() => remove.mutate({ id: d.id })}
          />
        )}
      />
      <Modal opened={sharing !== null} onClose={() => setSharing(null)} title="Share with a Client">
        {sharing && <ShareWithPortal document={sharing} onDone={() => setSharing(null)} />}
      </Modal>
    </Stack>
  );
}

/** One document's row; `children` are cells before its own (DataTable's select column). */
function DocumentRow({
  document: d,
  onShare,
  onDelete,
  children,
}: {
  document: DocumentRecord;
  onShare: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Row>
      {children}
      <Cell>
        <Group gap="sm" wrap="nowrap">
          <DocumentIcon mimeType={d.mimeType} />
          <div>
            <TwoLineText strong primary={d.name} secondary={d.description} />
          </div>
        </Group>
      </Cell>
      <Cell>
        <Tag variant="light">{d.category}</Tag>
      </Cell>
      <Cell>{d.fileSize}</Cell>
      <Cell>{formatDate(d.updatedAt)}</Cell>
      <Cell>
        <Group gap={4} wrap="nowrap">
          <IconButton
            label={`View ${d.name}`}
            link={{ href: viewUrl(d.fileUrl), target: '_blank', rel: 'noopener noreferrer' }}
          >
            <IconEye size={16} />
          </IconButton>
          <IconButton label={`Download ${d.name}`} link={{ href: d.fileUrl, download: d.name }}>
            <IconDownload size={16} />
          </IconButton>
          {/* Only a document with stored bytes: the client must be able to open what is shared. */}
          {d.fileId !== null && d.category !== 'client-upload' && (
            <IconButton label={`Share ${d.name} with a client`} onClick={onShare}>
              <IconShare size={16} />
            </IconButton>
          )}
          <IconButton
            label={`Delete ${d.name}`}
            color="red"
            onClick={() =>
              whenConfirmed({ message: deleteConfirmation('document'), subject: d.name }, onDelete)
            }
          >
            <IconTrash size={16} />
          </IconButton>
        </Group>
      </Cell>
    </Row>
  );
}
