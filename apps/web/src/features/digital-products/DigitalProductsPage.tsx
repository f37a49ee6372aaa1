import {
  type DigitalProduct,
  type DigitalProductCreateInput,
  deleteConfirmation,
  MESSAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
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
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductSummaryCards } from './ProductSummaryCards.tsx';

const PAGE_SIZE = 12;

export function DigitalProductsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<string>('all');
  const [category, setCategory] = useState<string>('all');
  const [page, setPage] = useState(1);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<DigitalProduct>();

  const list = trpc.digitalProducts.page.useQuery(
    {
      search: debouncedSearch,
      status: status as 'all',
      category: category as 'all',
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.digitalProducts.invalidate();
  const feedback = crudFeedback(MESSAGES.product, { refresh, closeDialog: close });
  const create = trpc.digitalProducts.create.useMutation(feedback.create);
  const update = trpc.digitalProducts.update.useMutation(feedback.update);
  const remove = trpc.digitalProducts.delete.useMutation(feedback.delete);

  const submit = (values: DigitalProductCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };
  const filterChanged = (set: (value: string) => void) => (value: string | null) => {
    set(value ?? 'all');
    setPage(1);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <ProductSummaryCards />
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder="Search products..."
            aria-label="Search products"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            aria-label="Status filter"
            data={['all', ...PRODUCT_STATUSES]}
            value={status}
            allowDeselect={false}
            onChange={filterChanged(setStatus)}
            w={140}
          />
          <Select
            aria-label="Category filter"
            data={['all', ...PRODUCT_CATEGORIES]}
            value={category}
            allowDeselect={false}
            onChange={filterChanged(setCategory)}
            w={160}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Add Product
        </Button>
      </Group>

      {items.length === 0 ? (
        <Card withBorder py="xl">
          <Stack align="center" gap="sm">
            <Text c="dimmed">{list.isPending ? 'Loading...' : 'No digital products found'}</Text>
            {!list.isPending && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openCreate}>
                Add Your First Product
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => openEdit(product)}
              onDelete={() =>
                confirmAction(deleteConfirmation('product')) && remove.mutate({ id: product.id })
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
        title={editing ? 'Edit Product' : 'Add New Product'}
        size="lg"
      >
        <ProductForm
          key={editing?.id ?? 'new'}
          product={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
