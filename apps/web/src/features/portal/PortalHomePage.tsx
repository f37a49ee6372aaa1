import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  formatDate,
  formatDateTime,
  formatTime,
  type PortalDocument,
  type PortalEvent,
  ZPortalChangePasswordForm,
} from '@app/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendarEvent, IconDownload, IconMapPin, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { sendFile, UploadCancelled } from '../../lib/upload.ts';
import { eventStatusLabel } from '../events/event-status-colors.ts';
import { usePortalSession } from './use-portal-session.ts';

/** /portal: what a signed-in client sees: their events, their documents, a way to send files, their password. */
export function PortalHomePage() {
  const session = usePortalSession();
  if (!session.portal) return <Navigate to="/portal/login" replace />;
  const { portal } = session;
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1} fz="h2">
          Welcome, {portal.clientName}
        </Title>
        <Text c="dimmed" fz="sm">
          {portal.previousLogin
            ? `You last signed in on ${formatDateTime(portal.previousLogin)}.`
            : 'This is your first visit to your portal.'}
        </Text>
      </div>
      <EventsSection />
      <DocumentsSection />
      <ChangePasswordSection />
    </Stack>
  );
}

function EventsSection() {
  const events = trpc.portal.events.useQuery();
  return (
    <section aria-labelledby="portal-events">
      <Title order={2} fz="h3" id="portal-events" mb="sm">
        Your events
      </Title>
      {events.isPending ? (
        <Text c="dimmed">Loading...</Text>
      ) : events.isError ? (
        <Text c="red">{events.error.message}</Text>
      ) : events.data.length === 0 ? (
        <Text c="dimmed">No event is shown here yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      )}
    </section>
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

function DocumentsSection() {
  const documents = trpc.portal.documents.useQuery();
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = async (files: File[]) => {
    for (const file of files) {
      controller.current = new AbortController();
      setProgress({ name: file.name, fraction: 0 });
      try {
        await sendFile<PortalDocument>('/api/portal/uploads', file, {
          signal: controller.current.signal,
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
        toastSuccess(`${file.name} was sent`);
      } catch (error) {
        if (!(error instanceof UploadCancelled))
          toastError(error instanceof Error ? error.message : String(error), 'Upload failed');
      } finally {
        controller.current = null;
        setProgress(null);
      }
    }
    await utils.portal.documents.invalidate();
  };

  return (
    <section aria-labelledby="portal-documents">
      <Title order={2} fz="h3" id="portal-documents" mb="sm">
        Your documents
      </Title>
      <Card withBorder padding="lg">
        <Stack>
          {documents.isPending ? (
            <Text c="dimmed">Loading...</Text>
          ) : documents.isError ? (
            <Text c="red">{documents.error.message}</Text>
          ) : documents.data.length === 0 ? (
            <Text c="dimmed">No documents have been shared with you yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Size</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Download</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {documents.data.map((document) => (
                    <Table.Tr key={document.id}>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {document.name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {document.fromClient ? 'Sent by you' : (document.description ?? 'Shared with you')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{document.fileSize}</Table.Td>
                      <Table.Td>{formatDate(document.sharedAt)}</Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Dropzone
            onDrop={(files) => void send(files)}
            onReject={() =>
              toastError(
                'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
                'Upload failed',
              )
            }
            accept={Object.fromEntries(
              Object.entries(DOCUMENT_ACCEPT).map(([type, ext]) => [type, [...ext]]),
            )}
            maxSize={DOCUMENT_MAX_BYTES}
            disabled={progress !== null}
            inputProps={{ 'aria-label': 'Send files to us' }}
          >
            <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
              <IconUpload size={28} aria-hidden />
              <div>
                <Text fw={600}>Send us a file</Text>
                <Text fz="sm" c="dimmed">
                  Drop files here or click to choose: PDF, Word, Excel, text or images under 10 MB.
                </Text>
              </div>
            </Group>
          </Dropzone>
          {progress && (
            <UploadProgress
              name={progress.name}
              fraction={progress.fraction}
              onCancel={() => controller.current?.abort()}
            />
          )}
        </Stack>
      </Card>
    </section>
  );
}

function ChangePasswordSection() {
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ZPortalChangePasswordForm, { sync: true }),
  });
  const change = trpc.portal.changePassword.useMutation({
    onSuccess: () => {
      toastSuccess('Password changed successfully');
      form.reset();
    },
    onError: (error) => {
      toastError(error.message, 'Password change failed');
      if (error.message === 'Current password is incorrect')
        form.setFieldError('currentPassword', error.message);
    },
  });
  return (
    <section aria-labelledby="portal-password">
      <Card withBorder padding="lg">
        <Title order={2} fz="h3" id="portal-password" mb="md">
          Change password
        </Title>
        <form
          onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
            change.mutate({ currentPassword, newPassword }),
          )}
          noValidate
        >
          <Stack maw={420}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Group>
              <Button type="submit" loading={change.isPending}>
                Change Password
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </section>
  );
}
