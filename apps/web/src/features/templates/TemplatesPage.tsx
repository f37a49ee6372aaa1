import { type Template, TEMPLATE_CATEGORIES, templateDeleteConfirmation } from '@app/domain';
import { Button, Card, Group, Modal, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmAction } from '../../lib/confirm.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { TemplateCard } from './TemplateCard.tsx';
import { TemplateForm, type TemplateInput } from './TemplateForm.tsx';

const PAGE_SIZE = 12;
// Spec §8 shows no success texts for templates; failures show the error's own message.
const CREATED = 'Template created successfully';
const UPDATED = 'Template updated successfully';
const DELETED = 'Template deleted successfully';

type CategoryFilter = 'all' | (typeof TEMPLATE_CATEGORIES)[number];

export function TemplatesPage() {
  const utils = trpc.useUtils();
  // The header search opens this screen with ?search=<template name>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  useEffect(() => {
    const fromUrl = params.get('search');
    if (fromUrl !== null) setSearch(fromUrl);
  }, [params]);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Template | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const list = trpc.templates.page.useQuery(
    { search: debouncedSearch, category, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.templates.invalidate();
  const close = () => {
    setDialogOpen(false);
    setEditing(null);
  };
  const showError = (error: { message: string }) => toastError(error.message);

  const create = trpc.templates.create.useMutation({
    onSuccess: async () => {
      toastSuccess(CREATED);
      close();
      await refresh();
    },
    onError: showError,
  });
  const update = trpc.templates.update.useMutation({
    onSuccess: async () => {
      toastSuccess(UPDATED);
      close();
      await refresh();
    },
    onError: showError,
  });
  const remove = trpc.templates.delete.useMutation({
    onSuccess: async () => {
      toastSuccess(DELETED);
      await refresh();
    },
    onError: showError,
  });

  const submit = (values: TemplateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder="Search templates..."
            aria-label="Search templates"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            aria-label="Category filter"
            data={['all', ...TEMPLATE_CATEGORIES]}
            value={category}
            allowDeselect={false}
            onChange={(value) => {
              setCategory((value as CategoryFilter | null) ?? 'all');
              setPage(1);
            }}
            w={160}
          />
        </Group>
        <Group>
          <Text c="dimmed" fz="sm">
            {total} templates
          </Text>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing(null);
              setDialogOpen(true);
            }}
          >
            Add Template
          </Button>
        </Group>
      </Group>

      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {list.isPending ? 'Loading...' : 'No templates found'}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {items.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={() => {
                setEditing(template);
                setDialogOpen(true);
              }}
              onDelete={() => confirmAction(templateDeleteConfirmation(template.name)) && remove.mutate({ id: template.id })}
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}

      <Modal opened={dialogOpen} onClose={close} title={editing ? 'Edit Template' : 'Add Template'} size="lg">
        <TemplateForm
          key={editing?.id ?? 'new'}
          template={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
