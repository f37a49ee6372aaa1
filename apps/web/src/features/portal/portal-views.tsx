import {
  formatDate,
  formatMoney,
  formatTime,
  type PortalDocument,
  type PortalEvent,
  type PortalInvoice,
} from '@app/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconDownload, IconMapPin } from '@tabler/icons-react';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { eventStatusLabel } from '../events/event-status-colors.ts';

/*
 * What a client's portal shows, as plain views of its data: the client's own pages (PortalHomePage)
 * and staff's "View as client" (client-portals/PortalPreview) render the same.
 */

export function EventCards({ events }: { events: readonly PortalEvent[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </SimpleGrid>
  );
}

function EventCard({ event }: { event: PortalEvent }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} fz="h4">
          {event.name}
        </Title>
        <Badge variant="light">{eventStatusLabel(event.status)}</Badge>
      </Group>
      <Text fz="sm" c="dimmed" mb="sm">
        {event.type}
      </Text>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text fz="sm">
            {formatDate(event.date)} at {formatTime(event.time)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text fz="sm">{event.venue}</Text>
        </Group>
        {event.budget !== null && (
          <Text fz="sm">
            Budget: {Number(event.budget).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The portal's documents; `downloads` off for staff's preview (the links open the client's session only). */
export function DocumentTable({
  documents,
  downloads = true,
}: {
  documents: readonly PortalDocument[];
  downloads?: boolean;
}) {
  const columns: ResponsiveColumn<PortalDocument>[] = [
    {
      header: 'Document',
      render: (document) => (
        <>
          <Text fz="sm" fw={600}>
            {document.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {document.fromClient ? 'Sent by you' : (document.description ?? 'Shared with you')}
          </Text>
        </>
      ),
    },
    { header: 'Size', render: (document) => document.fileSize },
    { header: 'Date', render: (document) => formatDate(document.sharedAt) },
  ];
  if (downloads)
    columns.push({
      header: 'Download',
      action: true,
      render: (document) => (
        <Anchor
          href={`/api/portal/documents/${document.id}/download`}
          download
          aria-label={`Download ${document.name}`}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            Download
          </Group>
        </Anchor>
      ),
    });
  return (
    <ResponsiveTable
      label="Documents"
      items={documents}
      itemKey={(document) => document.id}
      columns={columns}
      minWidth={520}
    />
  );
}

const INVOICE_STATUS: Record<PortalInvoice['status'], { label: string; color: string }> = {
  sent: { label: 'Due', color: 'blue' },
  partially_paid: { label: 'Partially paid', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  void: { label: 'Void', color: 'gray' },
};

const INVOICE_COLUMNS: ResponsiveColumn<PortalInvoice>[] = [
  {
    header: 'Invoice',
    render: (invoice) => (
      <>
        <Text fz="sm" fw={600}>
          {invoice.number}
        </Text>
        {invoice.eventName && (
          <Text fz="xs" c="dimmed">
            {invoice.eventName}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Issued', render: (invoice) => formatDate(invoice.issueDate) },
  { header: 'Due', render: (invoice) => formatDate(invoice.dueDate) },
  { header: 'Total', align: 'right', render: (invoice) => formatMoney(invoice.total) },
  { header: 'Balance', align: 'right', render: (invoice) => formatMoney(invoice.balance) },
  {
    header: 'Status',
    render: (invoice) => {
      const status = invoice.overdue ? { label: 'Overdue', color: 'red' } : INVOICE_STATUS[invoice.status];
      return (
        <Badge variant="light" color={status.color}>
          {status.label}
        </Badge>
      );
    },
  },
  {
    header: 'Download',
    action: true,
    render: (invoice) => (
      <Anchor
        href={`/api/portal/invoices/${invoice.id}/pdf`}
        download
        aria-label={`Download PDF of invoice ${invoice.number}`}
      >
        <Group gap={4} wrap="nowrap">
          <IconDownload size={16} aria-hidden />
          Download PDF
        </Group>
      </Anchor>
    ),
  },
];

/** The client's invoices, each with its PDF (the link opens with the client's portal session). */
export function InvoiceTable({ invoices }: { invoices: readonly PortalInvoice[] }) {
  return (
    <ResponsiveTable
      label="Invoices"
      items={invoices}
      itemKey={(invoice) => invoice.id}
      columns={INVOICE_COLUMNS}
      minWidth={640}
    />
  );
}
