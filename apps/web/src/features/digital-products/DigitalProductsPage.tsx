import {
  type DigitalProduct,
  type DigitalProductCreateInput,
  deleteConfirmation,
  MESSAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
} from '@app/domain';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { LIST } from './loader.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductSummaryCards } from './ProductSummaryCards.tsx';

export function DigitalProductsPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('digitalProducts', LIST);
  const dialog = useEditDialog<DigitalProduct>((p) =>
    utils.digitalProducts.byId.fetch({ id: p.id }, { staleTime: 0 }),
  );
  const { editing } = dialog;

  const refresh = () => utils.digitalProducts.invalidate();
  const feedback = crudFeedback(MESSAGES.product, { refresh, dialog });
  const create = trpc.digitalProducts.create.useMutation(feedback.create);
  const update = trpc.digitalProducts.update.useMutation(feedback.update);
  const remove = trpc.digitalProducts.delete.useMutation(feedback.delete);

  const submit = (values: DigitalProductCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

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
      <CardGrid
        list={list}
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
              whenConfirmed({ message: deleteConfirmation('product'), subject: product.name }, () =>
                remove.mutate({ id: product.id }),
              )
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Product' : 'Add New Product'}>
        <ProductForm
          key={dialog.formKey}
          product={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
