import { TEMPLATE_CATEGORIES, type Template, templateDeleteConfirmation } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
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
import { TemplateCard } from './TemplateCard.tsx';
import { TemplateForm, type TemplateInput } from './TemplateForm.tsx';

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
  const utils = trpc.useUtils();
  const list = usePagedList('templates', LIST);
  const dialog = useEditDialog<Template>((t) => utils.templates.byId.fetch({ id: t.id }, { staleTime: 0 }));
  const { editing } = dialog;

  const refresh = () => utils.templates.invalidate();
  const feedback = crudFeedback(TEMPLATE_MESSAGES, { refresh, dialog }, (_fallback, error) => error.message);
  const create = trpc.templates.create.useMutation(feedback.create);
  const update = trpc.templates.update.useMutation(feedback.update);
  const remove = trpc.templates.delete.useMutation(feedback.delete);

  const submit = (values: TemplateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

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
              {list.total} templates
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
              Add Template
            </Button>
          </Group>
        }
      />
      <CardGrid
        list={list}
        emptyText="No templates found"
        renderCard={(template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onEdit={() => dialog.openEdit(template)}
            onDelete={() =>
              whenConfirmed({ message: templateDeleteConfirmation(template.name) }, () =>
                remove.mutate({ id: template.id }),
              )
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Template' : 'Add Template'}>
        <TemplateForm
          key={dialog.formKey}
          template={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
