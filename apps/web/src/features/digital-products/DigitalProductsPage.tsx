import {
  type DigitalProduct,
  deleteConfirmation,
  MESSAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
} from '@app/domain';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { LIST } from './loader.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductSummaryCards } from './ProductSummaryCards.tsx';

export function DigitalProductsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('digitalProducts', {
    list: LIST,
    messages: MESSAGES.product,
  });
  const selection = useRowSelection(
    list.items.map((p) => p.id),
    selectionKey(list),
  );

  return (
    <Stack>
      <ProductSummaryCards />
      <ListToolbar
        list={list}
        searchLabel="Search products"
        searchPlaceholder="Search products..."
        searchWidth={280}
        filters={[
          { name: 'status', label: 'Status filter', data: ['all', ...PRODUCT_STATUSES], width: 140 },
          { name: 'category', label: 'Category filter', data: ['all', ...PRODUCT_CATEGORIES], width: 160 },
        ]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Product
          </Button>
        }
      />
      <BulkBar
        resource="digitalProducts"
        one="product"
        many="products"
        statuses={PRODUCT_STATUSES}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (p: DigitalProduct) => ({ id: p.id, name: p.name }))}
        emptyText="No digital products found"
        emptyAction={
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Your First Product
          </Button>
        }
        renderCard={(product) => (
          <ProductCard
            key={product.id}
            product={product}
            onEdit={() => dialog.openEdit(product)}
            onDelete={() =>
              confirmDelete(product, { message: deleteConfirmation('product'), subject: product.name })
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Product' : 'Add New Product'}>
        <ProductForm
          key={dialog.formKey}
          product={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
