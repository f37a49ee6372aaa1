import {
  ASSET_CATEGORIES,
  ASSET_TYPES,
  deleteConfirmation,
  type MarketingAsset,
  MESSAGES,
} from '@app/domain';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconBrush, IconPalette, IconPhoto, IconPlus, IconTypography } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { LIST } from './loader.ts';
import { MarketingAssetCard } from './MarketingAssetCard.tsx';
import { MarketingAssetForm } from './MarketingAssetForm.tsx';

// Spec §8 shows no success texts for marketing assets; these follow the other resources.
const ASSET_MESSAGES = {
  ...MESSAGES.marketingAsset,
  createSuccess: 'Marketing asset created successfully',
  updateSuccess: 'Marketing asset updated successfully',
  deleteSuccess: 'Marketing asset deleted successfully',
};

export function MarketingAssetsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('marketingAssets', {
    list: LIST,
    messages: ASSET_MESSAGES,
    describeFailure: (fallback, error, action) =>
      action === 'delete' ? fallback : `${fallback}: ${error.message}`,
  });
  const summary = trpc.marketingAssets.summary.useQuery();
  const selection = useRowSelection(
    list.items.map((a) => a.id),
    selectionKey(list),
  );

  const s = summary.data;
  const figure = (value: number | undefined) => (value === undefined ? 'Loading...' : value);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Total Assets" value={figure(s?.total)} icon={<IconPhoto size={22} />} />
        <SummaryCard title="Logos" value={figure(s?.logos)} icon={<IconBrush size={22} />} />
        <SummaryCard title="Colors" value={figure(s?.colors)} icon={<IconPalette size={22} />} />
        <SummaryCard title="Fonts" value={figure(s?.fonts)} icon={<IconTypography size={22} />} />
      </SimpleGrid>
      <ListToolbar
        list={list}
        searchLabel="Search marketing assets"
        searchPlaceholder="Search assets..."
        searchWidth={280}
        filters={[
          { name: 'type', label: 'Type filter', data: ['all', ...ASSET_TYPES], width: 140 },
          { name: 'category', label: 'Category filter', data: ['all', ...ASSET_CATEGORIES], width: 140 },
        ]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Asset
          </Button>
        }
      />
      <BulkBar
        resource="marketingAssets"
        one="marketing asset"
        many="marketing assets"
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (a: MarketingAsset) => ({ id: a.id, name: a.name }))}
        emptyText="No marketing assets found"
        renderCard={(asset) => (
          <MarketingAssetCard
            key={asset.id}
            asset={asset}
            onEdit={() => dialog.openEdit(asset)}
            onDelete={() =>
              confirmDelete(asset, { message: deleteConfirmation('marketingAsset'), subject: asset.name })
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Marketing Asset' : 'Add Marketing Asset'}>
        <MarketingAssetForm
          key={dialog.formKey}
          asset={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
