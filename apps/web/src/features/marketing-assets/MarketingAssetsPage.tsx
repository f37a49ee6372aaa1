import {
  ASSET_CATEGORIES,
  ASSET_TYPES,
  deleteConfirmation,
  type MarketingAsset,
  MESSAGES,
} from '@app/domain';
import {
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBrush, IconPalette, IconPhoto, IconPlus, IconSearch, IconTypography } from '@tabler/icons-react';
import { useState } from 'react';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { MarketingAssetCard } from './MarketingAssetCard.tsx';
import { MarketingAssetForm, type MarketingAssetInput } from './MarketingAssetForm.tsx';

const PAGE_SIZE = 12;
// Spec §8 shows no success texts for marketing assets; these follow the other resources.
const CREATED = 'Marketing asset created successfully';
const UPDATED = 'Marketing asset updated successfully';
const DELETED = 'Marketing asset deleted successfully';

type TypeFilter = 'all' | (typeof ASSET_TYPES)[number];
type CategoryFilter = 'all' | (typeof ASSET_CATEGORIES)[number];

export function MarketingAssetsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [type, setType] = useState<TypeFilter>('all');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MarketingAsset | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const summary = trpc.marketingAssets.summary.useQuery();
  const list = trpc.marketingAssets.page.useQuery(
    { search: debouncedSearch, type, category, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.marketingAssets.invalidate();
  const close = () => {
    setDialogOpen(false);
    setEditing(null);
  };

  // Spec §8: the failure text is followed by the server's text.
  const create = trpc.marketingAssets.create.useMutation({
    onSuccess: async () => {
      toastSuccess(CREATED);
      close();
      await refresh();
    },
    onError: (error) => toastError(`${MESSAGES.marketingAsset.createFailed}: ${error.message}`),
  });
  const update = trpc.marketingAssets.update.useMutation({
    onSuccess: async () => {
      toastSuccess(UPDATED);
      close();
      await refresh();
    },
    onError: (error) => toastError(`${MESSAGES.marketingAsset.updateFailed}: ${error.message}`),
  });
  const remove = trpc.marketingAssets.delete.useMutation({
    onSuccess: async () => {
      toastSuccess(DELETED);
      await refresh();
    },
    onError: () => toastError(MESSAGES.marketingAsset.deleteFailed),
  });

  const submit = (values: MarketingAssetInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const s = summary.data;
  const figure = (value: number | undefined) => (value === undefined ? 'Loading...' : value);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Total Assets" value={figure(s?.total)} icon={<IconPhoto size={22} />} />
        <SummaryCard title="Logos" value={figure(s?.logos)} icon={<IconBrush size={22} />} />
        <SummaryCard title="Colors" value={figure(s?.colors)} icon={<IconPalette size={22} />} />
        <SummaryCard title="Fonts" value={figure(s?.fonts)} icon={<IconTypography size={22} />} />
      </SimpleGrid>
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder="Search assets..."
            aria-label="Search marketing assets"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            aria-label="Type filter"
            data={['all', ...ASSET_TYPES]}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              setType((value as TypeFilter | null) ?? 'all');
              setPage(1);
            }}
            w={140}
          />
          <Select
            aria-label="Category filter"
            data={['all', ...ASSET_CATEGORIES]}
            value={category}
            allowDeselect={false}
            onChange={(value) => {
              setCategory((value as CategoryFilter | null) ?? 'all');
              setPage(1);
            }}
            w={140}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          Add Asset
        </Button>
      </Group>

      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {list.isPending ? 'Loading...' : 'No marketing assets found'}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {items.map((asset) => (
            <MarketingAssetCard
              key={asset.id}
              asset={asset}
              onEdit={() => {
                setEditing(asset);
                setDialogOpen(true);
              }}
              onDelete={() =>
                confirmAction(deleteConfirmation('marketingAsset')) && remove.mutate({ id: asset.id })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}

      <Modal
        opened={dialogOpen}
        onClose={close}
        title={editing ? 'Edit Marketing Asset' : 'Add Marketing Asset'}
        size="lg"
      >
        <MarketingAssetForm
          key={editing?.id ?? 'new'}
          asset={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
