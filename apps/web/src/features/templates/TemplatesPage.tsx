import { TEMPLATE_CATEGORIES, type Template, templateDeleteConfirmation, totalNoun } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { LIST } from './loader.ts';
import { TemplateCard } from './TemplateCard.tsx';
import { TemplateForm } from './TemplateForm.tsx';

// Spec §8 shows no success texts for templates; failures show the error's own message.
const TEMPLATE_MESSAGES = {
  createSuccess: 'Template created successfully',
  updateSuccess: 'Template updated successfully',
  deleteSuccess: 'Template deleted successfully',
  createFailed: '',
  updateFailed: '',
  deleteFailed: '',
};

export function TemplatesPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('templates', {
    list: LIST,
    messages: TEMPLATE_MESSAGES,
    describeFailure: (_fallback, error) => error.message,
  });
  const selection = useRowSelection(
    list.items.map((t) => t.id),
    selectionKey(list),
  );

  return (
    <Stack>
      <ListToolbar
        list={list}
        searchLabel="Search templates"
        searchPlaceholder="Search templates..."
        searchWidth={280}
        filters={[
          { name: 'category', label: 'Category filter', data: ['all', ...TEMPLATE_CATEGORIES], width: 160 },
        ]}
        actions={
          <Group>
            <Text c="dimmed" fz="sm">
              {totalNoun(list, 'template')}
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
              Add Template
            </Button>
          </Group>
        }
      />
      <BulkBar
        resource="templates"
        one="template"
        many="templates"
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (t: Template) => ({ id: t.id, name: t.name }))}
        emptyText="No templates found"
        renderCard={(template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onEdit={() => dialog.openEdit(template)}
            onDelete={() => confirmDelete(template, { message: templateDeleteConfirmation(template.name) })}
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Template' : 'Add Template'}>
        <TemplateForm
          key={dialog.formKey}
          template={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
