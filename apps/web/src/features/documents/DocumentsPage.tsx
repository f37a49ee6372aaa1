import {
  DOCUMENT_CATEGORIES,
  type DocumentRecord,
  deleteConfirmation,
  formatDate,
  formatFileSize,
  MESSAGES,
} from '@app/domain';
import { ActionIcon, Badge, Card, Group, Pagination, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconEye, IconFileText, IconFiles, IconReceipt, IconSearch, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { DocumentIcon } from './DocumentIcon.tsx';
import { DocumentUploader, type UploadRequest } from './DocumentUploader.tsx';
import { viewUrl } from './document-links.ts';
import { uploadDocumentFile } from './upload-document-file.ts';

const PAGE_SIZE = 25;
const CATEGORY_FILTER = ['all', ...DOCUMENT_CATEGORIES.filter((c) => c !== 'campaign-report')];

export function DocumentsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [category, setCategory] = useState('all');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);

  const counts = trpc.documents.counts.useQuery();
  const list = trpc.documents.page.useQuery(
    {
      search: debouncedSearch,
      category: category as 'all',
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const create = trpc.documents.create.useMutation();
  const remove = trpc.documents.delete.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.documents.deleteSuccess);
      await utils.documents.invalidate();
    },
    onError: () => toastError(MESSAGES.documents.deleteFailed),
  });

  // One stored file and one document record per file; the files that failed stay selected.
  const upload = async ({ files, category: chosen, description }: UploadRequest): Promise<File[]> => {
    setUploading(true);
    const failed: File[] = [];
    for (const file of files) {
      try {
        const stored = await uploadDocumentFile(file);
        await create.mutateAsync({
          name: file.name,
          description: description.trim() || `Uploaded ${file.name}`,
          category: chosen,
          fileUrl: stored.url,
          fileId: stored.id,
          fileSize: formatFileSize(file.size),
          mimeType: file.type || stored.mimeType,
        });
      } catch {
        failed.push(file);
      }
    }
    setUploading(false);
    if (failed.length > 0) toastError(MESSAGES.documents.uploadFailed);
    else toastSuccess(MESSAGES.documents.uploadSuccess);
    if (failed.length < files.length) await utils.documents.invalidate();
    return failed;
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const c = counts.data;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Contracts" value={c?.contracts} icon={<IconSignature size={22} />} />
        <SummaryCard title="Invoices" value={c?.invoices} icon={<IconReceipt size={22} />} color="green" />
        <SummaryCard title="Proposals" value={c?.proposals} icon={<IconFileText size={22} />} color="violet" />
        <SummaryCard title="Other" value={c?.other} icon={<IconFiles size={22} />} color="gray" />
      </SimpleGrid>

      <DocumentUploader uploading={uploading} onUpload={upload} />

      <Group>
        <TextInput
          placeholder="Search documents..."
          aria-label="Search documents"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          aria-label="Category filter"
          data={CATEGORY_FILTER}
          value={category}
          allowDeselect={false}
          onChange={(value) => {
            setCategory(value ?? 'all');
            setPage(1);
          }}
          w={180}
        />
        <Text c="dimmed" fz="sm" ml="auto">
          {total} documents
        </Text>
      </Group>

      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Modified</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.isPending ? 'Loading...' : 'No documents found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((d) => <DocumentRow key={d.id} document={d} onDelete={() => remove.mutate({ id: d.id })} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

function DocumentRow({ document: d, onDelete }: { document: DocumentRecord; onDelete: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <DocumentIcon mimeType={d.mimeType} />
          <div>
            <Text fw={600} fz="sm">
              {d.name}
            </Text>
            {d.description && (
              <Text fz="xs" c="dimmed">
                {d.description}
              </Text>
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{d.category}</Badge>
      </Table.Td>
      <Table.Td>{d.fileSize}</Table.Td>
      <Table.Td>{formatDate(d.updatedAt)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component="a"
            href={viewUrl(d.fileUrl)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={`View ${d.name}`}
          >
            <IconEye size={16} />
          </ActionIcon>
          <ActionIcon component="a" href={d.fileUrl} download={d.name} variant="subtle" aria-label={`Download ${d.name}`}>
            <IconDownload size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${d.name}`}
            onClick={() => confirmAction(deleteConfirmation('document')) && onDelete()}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
