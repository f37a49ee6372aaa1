import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { type ComposeValues, ZComposeFields } from './compose.ts';
import { EMAIL_UI } from './email-texts.ts';

/** A document that can go with the message: one with a file stored here. */
export type AttachableDocument = { id: number; name: string; fileSize: string };

/**
 * "Write e-mail": To (the client's address to start with), Subject, the message as plain text (sent as
 * escaped paragraphs of HTML, compose.ts) and documents to attach, ticked from the client's or the
 * event's. Checked as the server checks it; what was typed stays when a send fails.
 */
export function ComposeEmailForm({
  to,
  documents,
  documentsHint,
  saving,
  onSubmit,
  onCancel,
}: {
  to: string;
  /** The documents to choose from; undefined while they load. */
  documents: AttachableDocument[] | undefined;
  /** Whose documents these are ("Documents of this client with a file stored here."). */
  documentsHint: string;
  saving: boolean;
  onSubmit: (values: ComposeValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ComposeValues>({
    initialValues: { to, subject: '', message: '', documentIds: [] },
    validate: schemaResolver(ZComposeFields, { sync: true }),
  });
  useDialogForm(form);
  const picked = form.getInputProps('documentIds');
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={EMAIL_UI.writeTitle}>
      <Stack>
        <TextInput label="To" type="email" withAsterisk {...form.getInputProps('to')} />
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
