import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { confirmAction } from '../../lib/confirm.tsx';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { type ComposeValues, type MergedTemplate, ZComposeFields } from './compose.ts';
import { EMAIL_UI } from './email-texts.ts';

/** A document that can go with the message: one with a file stored here. */
export type AttachableDocument = { id: number; name: string; fileSize: string };

/** An e-mail template to start the message from. */
export type TemplateChoice = { id: number; name: string };

/**
 * "Write e-mail": To (the client's address to start with), Subject, the message as plain text (sent as
 * escaped paragraphs of HTML, compose.ts) and documents to attach, ticked from the client's or the
 * event's. A template chosen fills in the subject and the message, merged by the server for this
 * client and event (`mergeTemplate`); both stay editable. Checked as the server checks it; what was
 * typed stays when a send fails.
 */
export function ComposeEmailForm({
  to,
  documents,
  documentsHint,
  templates,
  mergeTemplate,
  saving,
  onSubmit,
  onCancel,
}: {
  to: string;
  /** The templates to choose from; undefined while they load. */
  templates?: TemplateChoice[] | undefined;
  /** The template merged for this message's client and event. */
  mergeTemplate?: (id: number) => Promise<MergedTemplate & { subject: string }>;
  /** The documents to choose from; undefined while they load. */
  documents: AttachableDocument[] | undefined;
  /** Whose documents these are ("Documents of this client with a file stored here."). */
  documentsHint: string;
  saving: boolean;
  onSubmit: (values: ComposeValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ComposeValues>({
    initialValues: { to, subject: '', message: '', documentIds: [], templateId: null, fromTemplate: null },
    validate: schemaResolver(ZComposeFields, { sync: true }),
  });
  useDialogForm(form);
  const picked = form.getInputProps('documentIds');
  const [merging, setMerging] = useState(false);
  const [templateError, setTemplateError] = useState<string | null>(null);
  // What the last template filled in: text that differs from it was typed by the user.
  const filled = useRef({ subject: '', message: '' });
  const typedByUser = () =>
    (form.values.subject.trim() !== '' && form.values.subject !== filled.current.subject) ||
    (form.values.message.trim() !== '' && form.values.message !== filled.current.message);
  const chooseTemplate = async (value: string | null) => {
    setTemplateError(null);
    // A template never overwrites what was typed unless the user says so.
    if (
      value !== null &&
      typedByUser() &&
      !(await confirmAction({
        title: EMAIL_UI.replaceTitle,
        message: EMAIL_UI.replaceQuestion,
        confirmLabel: EMAIL_UI.replaceConfirm,
        danger: false,
      }))
    )
      return;
    form.setFieldValue('templateId', value);
    if (value === null || !mergeTemplate) {
      form.setFieldValue('fromTemplate', null);
      return;
    }
    setMerging(true);
    try {
      const merged = await mergeTemplate(Number(value));
      filled.current = { subject: merged.subject, message: merged.text };
      form.setValues({
        subject: merged.subject,
        message: merged.text,
        fromTemplate: { text: merged.text, html: merged.html },
      });
    } catch {
      form.setFieldValue('templateId', null);
      setTemplateError(EMAIL_UI.templateFailed);
    } finally {
      setMerging(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={EMAIL_UI.writeTitle}>
      <Stack>
        <TextInput label="To" type="email" withAsterisk {...form.getInputProps('to')} />
        {templates !== undefined && templates.length > 0 && (
          <Select
            label={EMAIL_UI.templateLabel}
            placeholder={EMAIL_UI.templateNone}
            description={EMAIL_UI.templateHint}
            clearable
            searchable
            disabled={merging}
            data={templates.map((template) => ({ value: String(template.id), label: template.name }))}
            value={form.values.templateId}
            onChange={(value) => void chooseTemplate(value)}
            error={templateError}
          />
        )}
        <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('message')}
        />
        <Checkbox.Group
          label="Attachments"
          description={documents?.length ? documentsHint : undefined}
          value={form.values.documentIds.map(String)}
          onChange={(ids) => form.setFieldValue('documentIds', ids.map(Number))}
          error={picked.error}
        >
          <Stack gap={6} mt="xs">
            {documents === undefined ? (
              <Text fz="sm" c="dimmed">
                Loading...
              </Text>
            ) : documents.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {EMAIL_UI.noStoredDocuments}
              </Text>
            ) : (
              documents.map((document) => (
                <Checkbox
                  key={document.id}
                  value={String(document.id)}
                  label={`${document.name} (${document.fileSize})`}
                />
              ))
            )}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {EMAIL_UI.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
