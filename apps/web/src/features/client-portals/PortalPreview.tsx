import { formatDateTime } from '@app/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc.ts';
import { DocumentTable, EventCards } from '../portal/portal-views.tsx';

/**
 * "View as client": the portal as its client sees it, read-only (no uploads, no password, no
 * downloads through the client's session). The server logs each look in the audit log.
 */
export function PortalPreview({ portalId }: { portalId: number }) {
  // Each opening is a look of its own (and an audit entry): never answered from the cache.
  const preview = trpc.clientPortals.preview.useQuery({ id: portalId }, { staleTime: 0, gcTime: 0 });
  if (preview.isPending) return <Text c="dimmed">Loading...</Text>;
  if (preview.isError) return <Text c="red">{preview.error.message}</Text>;
  const { portal, events, documents } = preview.data;
  return (
    <Stack>
      <Alert color="blue" title="Read-only">
        This is what {portal.clientName} sees after signing in with {portal.email}. Your look is recorded in
        the audit log.
      </Alert>
      <div>
        <Title order={3}>Welcome, {portal.clientName}</Title>
        <Text c="dimmed" fz="sm">
          {portal.previousLogin
            ? `Last signed in on ${formatDateTime(portal.previousLogin)}.`
            : 'The client has not signed in yet.'}
        </Text>
      </div>
      <Title order={4}>Events</Title>
      {events.length ? <EventCards events={events} /> : <Text c="dimmed">No event is shown.</Text>}
      <Title order={4}>Documents</Title>
      {documents.length ? (
        <DocumentTable documents={documents} downloads={false} />
      ) : (
        <Text c="dimmed">No documents are shared.</Text>
      )}
    </Stack>
  );
}
