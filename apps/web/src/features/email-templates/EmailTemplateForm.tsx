import {
  canBeInUse,
  EMAIL_TEMPLATE_TEXTS,
  type EmailTemplate,
  type EmailTemplatePurpose,
  type MergeField,
  ZEmailTemplateCreateInput,
} from '@app/domain/email-templates/email-template.schema.ts';
import {
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBraces, IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { MergeFieldMenu } from './MergeFieldMenu.tsx';
import { insertMergeField } from './merge-fields.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { PURPOSE_OPTIONS } from './texts.ts';

// The rich text editor is most of the screen's weight: its own chunk, fetched when the dialog opens.
const BodyEditor = lazy(() => import('./BodyEditor.tsx'));

export type EmailTemplateFormValues = {
  name: string;
  purpose: EmailTemplatePurpose | null;
  /** The product writes its own e-mails of the purpose from it (invoice, receipt, reminder only). */
  inUse: boolean;
  subject: string;
  html: string;
};

const empty: EmailTemplateFormValues = { name: '', purpose: null, inUse: false, subject: '', html: '' };

const valuesOf = (template: EmailTemplate): EmailTemplateFormValues => ({
  name: template.name,
  purpose: template.purpose,
  inUse: template.inUse,
  subject: template.subject,
  html: template.html,
});

/**
 * A template's name, purpose, subject and body, with "Insert field" for the subject and the body, and
 * a Preview that merges what is typed against real records before anything is saved.
 */
export function EmailTemplateForm({
  template,
  saving,
  onSubmit,
  onCancel,
}: {
  template?: EmailTemplate | null;
  saving: boolean;
  onSubmit: (values: EmailTemplateFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<EmailTemplateFormValues>({
    initialValues: template ? valuesOf(template) : empty,
    validate: schemaResolver(ZEmailTemplateCreateInput, { sync: true }),
  });
  useDialogForm(form);
  const [previewing, setPreviewing] = useState(false);
  const subjectInput = useRef<HTMLInputElement>(null);
  // Where the caret was in the subject when it lost the focus to the menu.
  const subjectSelection = useRef({ start: form.values.subject.length, end: form.values.subject.length });
  const rememberSelection = () => {
    const input = subjectInput.current;
    if (input)
      subjectSelection.current = {
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
      };
  };
  const insertIntoSubject = (field: MergeField) => {
    const { text, caret } = insertMergeField(form.values.subject, subjectSelection.current, field);
    form.setFieldValue('subject', text);
    subjectSelection.current = { start: caret, end: caret };
    requestAnimationFrame(() => {
      subjectInput.current?.focus();
      subjectInput.current?.setSelectionRange(caret, caret);
    });
  };
  const subjectProps = form.getInputProps('subject');
  // The preview merges the subject and body as they are; the form says what is missing first.
  const draft = () => {
    const subject = form.validateField('subject');
    const html = form.validateField('html');
    if (subject.hasError || html.hasError) return null;
    return { subject: form.values.subject, html: form.values.html };
  };

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          ...values,
          purpose: values.purpose ?? null,
          // Only a purpose the product sends can be in use: another purpose leaves it off.
          inUse: values.inUse && canBeInUse(values.purpose),
        }),
      )}
      noValidate
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Purpose"
            placeholder="Any message"
            clearable
            data={PURPOSE_OPTIONS}
            {...form.getInputProps('purpose')}
          />
        </SimpleGrid>
        {canBeInUse(form.values.purpose) && (
          <Switch
            label={EMAIL_TEMPLATE_TEXTS.inUseLabel}
            description={EMAIL_TEMPLATE_TEXTS.inUseHint}
            {...form.getInputProps('inUse', { type: 'checkbox' })}
          />
        )}
        <TextInput
          ref={subjectInput}
          label="Subject"
          withAsterisk
          {...subjectProps}
          onSelect={rememberSelection}
          onBlur={(event) => {
            rememberSelection();
            subjectProps.onBlur?.(event);
          }}
          rightSectionWidth={40}
          rightSection={
            <MergeFieldMenu
              onInsert={insertIntoSubject}
              target={
                <UnstyledButton aria-label="Insert field into the subject" title="Insert field" px={8} py={4}>
                  <IconBraces size={16} stroke={1.5} />
                </UnstyledButton>
              }
            />
          }
        />
        <Suspense
          fallback={
            <Group justify="center" mih={280}>
              <Loader size="sm" aria-label="Loading the editor" />
            </Group>
          }
        >
          <BodyEditor
            label="Body"
            initialHtml={form.values.html}
            description={EMAIL_TEMPLATE_TEXTS.mergeHint}
            error={form.errors.html}
            onChange={(html) => form.setFieldValue('html', html)}
          />
        </Suspense>
        {previewing && <TemplatePreview draft={draft} />}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            aria-expanded={previewing}
            onClick={() => setPreviewing((open) => !open)}
          >
            Preview
          </Button>
          <Group>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {template ? 'Save Changes' : 'Add Template'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
