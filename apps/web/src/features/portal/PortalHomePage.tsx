import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  formatDateTime,
  PORTAL_TEXTS,
  type PortalDocument,
  ZPortalChangePasswordForm,
} from '@app/domain';
import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { schemaResolver } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PasswordChangeForm } from '../../components/PasswordChangeForm.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { sendFile, UploadCancelled } from '../../lib/upload.ts';
import { DocumentTable, EventCards, InvoiceTable } from './portal-views.tsx';
import { usePortalSession } from './use-portal-session.ts';

/**
 * /portal: what a signed-in client sees: their events, their invoices, their documents, a way to send
 * files, their password.
 */
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
      <InvoicesSection />
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
        <EventCards events={events.data} />
      )}
    </section>
  );
}

function InvoicesSection() {
  const invoices = trpc.portal.invoices.useQuery();
  return (
    <section aria-labelledby="portal-invoices">
      <Title order={2} fz="h3" id="portal-invoices" mb="sm">
        Invoices
      </Title>
      <Card withBorder padding="lg">
        {invoices.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : invoices.isError ? (
          <Text c="red">{invoices.error.message}</Text>
        ) : invoices.data.length === 0 ? (
          <Text c="dimmed">You have no invoices yet.</Text>
        ) : (
          <InvoiceTable invoices={invoices.data} />
        )}
      </Card>
    </section>
  );
}

function DocumentsSection() {
  const documents = trpc.portal.documents.useQuery();
  // The client may say which of their events a file is about; staff then find it on that event's page.
  const events = trpc.portal.events.useQuery();
  const [eventId, setEventId] = useState<string | null>(null);
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
          ...(eventId ? { fields: { eventId } } : {}),
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
            <DocumentTable documents={documents.data} />
          )}
          {events.data && events.data.length > 0 && (
            <Select
              label="Which event are your files about?"
              placeholder="Choose an event (optional)"
              clearable
              data={events.data.map((e) => ({ value: String(e.id), label: e.name }))}
              value={eventId}
              onChange={setEventId}
              w={{ base: '100%', sm: 360 }}
            />
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
  const change = trpc.portal.changePassword.useMutation({
    onSuccess: () => toastSuccess('Password changed successfully'),
    onError: (error) => toastError(error.message, 'Password change failed'),
  });
  return (
    <section aria-labelledby="portal-password">
      <Card withBorder padding="lg">
        <Title order={2} fz="h3" id="portal-password" mb="md">
          Change password
        </Title>
        <PasswordChangeForm
          validate={schemaResolver(ZPortalChangePasswordForm, { sync: true })}
          saving={change.isPending}
          change={(values) => change.mutateAsync(values)}
          wrongCurrentMessage={PORTAL_TEXTS.wrongCurrentPassword}
        />
      </Card>
    </section>
  );
}
