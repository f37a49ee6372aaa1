import {
  DOCUMENT_CATEGORIES,
  type DocumentRecord,
  deleteConfirmation,
  formatDate,
  MESSAGES,
  totalNoun,
} from '@app/domain';
import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { type ReactNode, useState } from 'react';
import { BulkBar } from '../../components/BulkBar.tsx';
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

export function DocumentsPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('documents', LIST);
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
        <Text c="dimmed" fz="sm" ml="auto">
          {totalNoun(list, 'document')}
        </Text>
      </ListToolbar>
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
