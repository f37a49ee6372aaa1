import { formatDate, formatMoney } from '@app/domain';
import type { MergedEmail } from '@app/domain/email-templates/email-template.schema.ts';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ClientSelect } from '../../components/ClientSelect.tsx';
import { serverReason } from '../../lib/server-reason.ts';
import { trpc } from '../../lib/trpc.ts';
import { EMAIL_TEMPLATE_UI } from './texts.ts';

/** The subject and body as typed, or null when the form refuses them (it then shows why). */
export type Draft = () => { subject: string; html: string } | null;

/**
 * The editor's Preview: the template as typed, merged by the server against a client and, when chosen,
 * one of the client's events and invoices (nothing is saved or sent). The body shows in a frame that
 * runs nothing, on white as mail is read.
 */
export function TemplatePreview({ draft }: { draft: Draft }) {
  const [client, setClient] = useState<{ id: string; name: string } | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const preview = trpc.emailTemplates.previewDraft.useMutation();
  const clientId = client ? Number(client.id) : undefined;
  const events = trpc.events.page.useQuery(
    { clientId, limit: 50, offset: 0, sortBy: 'date', sortDir: 'desc' },
    { enabled: clientId !== undefined },
  );
  const invoices = trpc.invoices.page.useQuery(
    { clientId, limit: 50, offset: 0, sortBy: 'createdAt', sortDir: 'desc' },
    { enabled: clientId !== undefined },
  );

  const run = () => {
    const typed = draft();
    if (!typed) return;
    preview.mutate({
      ...typed,
      clientId: clientId ?? null,
      eventId: eventId ? Number(eventId) : null,
      invoiceId: invoiceId ? Number(invoiceId) : null,
    });
  };
  // A new choice of records merges again; so does opening the preview.
  useEffect(run, [clientId, eventId, invoiceId]);

  return (
    <Card withBorder padding="md" aria-label="Preview" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>Preview</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={preview.isPending}
            onClick={run}
          >
            Update preview
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          {EMAIL_TEMPLATE_UI.previewHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ClientSelect
            label="Client"
            placeholder="No client"
            value={client?.id ?? null}
            selected={client}
            onChange={(chosen) => {
              setClient(chosen);
              setEventId(null);
              setInvoiceId(null);
            }}
          />
          <Select
            label="Event"
            placeholder={client ? 'No event' : 'Choose a client first'}
            disabled={!client}
            clearable
            data={(events.data?.items ?? []).map((e) => ({
              value: String(e.id),
              label: `${e.name} (${formatDate(e.date)})`,
            }))}
            nothingFoundMessage="This client has no events"
            value={eventId}
            onChange={setEventId}
          />
          <Select
            label="Invoice"
            placeholder={client ? 'No invoice' : 'Choose a client first'}
            disabled={!client}
            clearable
            data={(invoices.data?.items ?? []).map((i) => ({
              value: String(i.id),
              label: `${i.number ?? 'Draft'} (${formatMoney(i.total)})`,
            }))}
            nothingFoundMessage="This client has no invoices"
            value={invoiceId}
            onChange={setInvoiceId}
          />
        </SimpleGrid>
        {preview.error && (
          <Alert color="red" role="alert">
            {serverReason(preview.error) ?? EMAIL_TEMPLATE_UI.previewFailed}
          </Alert>
        )}
        {preview.data && <Merged email={preview.data} />}
      </Stack>
    </Card>
  );
}

function Merged({ email }: { email: MergedEmail }) {
  return (
    <Stack gap="xs">
      <Text fz="sm">
        <Text span fw={600}>
          Subject:{' '}
        </Text>
        <span data-testid="preview-subject">{email.subject}</span>
      </Text>
      {/*
       * sandbox="" runs nothing in the frame (no script, form, pop-up or navigation of the page) and
       * gives it an origin of its own; the server cleaned the HTML already. The frame inherits the
       * page's Content Security Policy, which lets a srcdoc frame render (e2e/csp.spec.ts).
       */}
      <iframe
        title={`Preview: ${email.subject}`}
        sandbox=""
        srcDoc={frameDocument(email.html)}
        referrerPolicy="no-referrer"
        style={{
          display: 'block',
          width: '100%',
          height: '18rem',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: '#fff',
          resize: 'vertical',
        }}
      />
    </Stack>
  );
}

/** The merged HTML as a page of its own: the type mail clients show by default, on white. */
function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:12px;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1b1e;background:#fff}a{color:#1c7ed6}</style></head><body>${html}</body></html>`;
}
