import { INVOICE_MESSAGE_MAX } from '@app/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** The question "Mark as sent" asks, in the spec's words. */
const SEND_INVOICE_QUESTION =
  'It gets the next invoice number and its PDF is filed with the client’s documents. A sent invoice can no longer be changed, only voided.';

/** How many templates the picker offers (a company keeps a few dozen at most). */
const TEMPLATES_OFFERED = 100;

export type SendInvoiceChoice = { templateId?: number; message?: string };

/**
 * "Send this invoice?": the spec's question, and how the e-mail that carries it reads: the template
 * chosen (merged by the server against the invoice, its client and event), else the template in use
 * for invoices or the standard text; a personal message above it. The focus waits on Cancel, as in
 * every confirmation.
 */
export function SendInvoiceDialog({
  opened,
  onClose,
  onSend,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: (choice: SendInvoiceChoice) => void;
}) {
  const templates = trpc.emailTemplates.list.useQuery(
    { limit: TEMPLATES_OFFERED, sortBy: 'name', sortDir: 'asc' },
    { enabled: opened },
  );
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  // Each opening starts afresh.
  useEffect(() => {
    if (opened) {
      setTemplateId(null);
      setMessage('');
    }
  }, [opened]);
  const invoiceFirst = [...(templates.data ?? [])].sort(
    (a, b) => Number(b.purpose === 'invoice') - Number(a.purpose === 'invoice'),
  );
  const send = () => {
    onClose();
    onSend({
      ...(templateId ? { templateId: Number(templateId) } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Send this invoice?" centered>
      <Stack>
        <Text size="sm">{SEND_INVOICE_QUESTION}</Text>
        <Select
          label="E-mail template"
          placeholder="The template in use for invoices, or the standard text"
          clearable
          searchable
          data={invoiceFirst.map((template) => ({ value: String(template.id), label: template.name }))}
          value={templateId}
          onChange={setTemplateId}
        />
        <Textarea
          label="Personal message"
          description="Above the text of the e-mail (optional)."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={INVOICE_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button onClick={send}>Mark as sent</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
