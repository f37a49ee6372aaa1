import { formatDateTime, totalNoun } from '@app/domain';
import { EMAIL_TEMPLATE_PURPOSE_LABELS } from '@app/domain/email-templates/email-template.schema.ts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { EmailTemplateForm } from './EmailTemplateForm.tsx';
import { LIST } from './loader.ts';
import { EMAIL_TEMPLATE_UI, PURPOSE_OPTIONS } from './texts.ts';

/**
 * E-mail templates: the subject and body staff start a message from, with merge fields the server
 * fills in from a client, an event and an invoice. Not the Templates screen (files to download).
 */
export function EmailTemplatesPage() {
  const { list, dialog, editing, saving, submit, confirmDelete } = useCrudScreen('emailTemplates', {
    list: LIST,
    messages: EMAIL_TEMPLATE_UI.messages,
  });

  return (
    <Stack>
      <ListToolbar
        list={list}
        searchLabel="Search e-mail templates"
        searchPlaceholder="Search by name or subject..."
        filters={[
          {
            name: 'purpose',
            label: 'Purpose filter',
            data: [{ value: 'all', label: 'All purposes' }, ...PURPOSE_OPTIONS],
            width: 200,
          },
        ]}
        actions={
          <Group>
            <Text c="dimmed" fz="sm">
              {totalNoun(list, 'template')}
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
              Add E-mail Template
            </Button>
          </Group>
        }
      />
      <DataTable
        list={list}
        columns={['Name', 'Purpose', 'Subject', 'Updated', 'Actions']}
        sortable={{ Name: 'name', Purpose: 'purpose', Subject: 'subject', Updated: 'updatedAt' }}
        minWidth={760}
        emptyText="No e-mail templates found"
        renderRow={(template) => (
          <Row key={template.id}>
            <Cell style={{ fontWeight: 600 }}>{template.name}</Cell>
            <Cell>
              {template.purpose ? (
                <Group gap={4} wrap="nowrap">
                  <Tag variant="light">{EMAIL_TEMPLATE_PURPOSE_LABELS[template.purpose]}</Tag>
                  {template.inUse && (
                    <Tag color="green" variant="light">
                      {EMAIL_TEMPLATE_UI.inUse}
                    </Tag>
                  )}
                </Group>
              ) : (
                <Text span c="dimmed" fz="sm">
                  {EMAIL_TEMPLATE_UI.noPurpose}
                </Text>
              )}
            </Cell>
            <Cell>{template.subject}</Cell>
            <Cell>{formatDateTime(template.updatedAt)}</Cell>
            <Cell>
              <RowActions
                name={template.name}
                onEdit={() => dialog.openEdit(template)}
                onDelete={() =>
                  confirmDelete(template, {
                    message: EMAIL_TEMPLATE_UI.deleteQuestion,
                    subject: template.name,
                  })
                }
              />
            </Cell>
          </Row>
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit E-mail Template' : 'Add E-mail Template'} size="xl">
        <EmailTemplateForm
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
