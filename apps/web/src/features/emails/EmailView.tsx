import { type Email, type EmailAttachment, formatDateTime, formatFileSize } from '@app/domain';
import { Alert, Anchor, Button, DataList, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPaperclip, IconRefresh, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { serverReason } from '../../lib/server-reason.ts';
import { trpc } from '../../lib/trpc.ts';
import { viewUrl } from '../documents/document-links.ts';
import { AboutLinks } from './AboutLinks.tsx';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import classes from './Emails.module.css';
import { canCancel, canResend, emailStatus } from './email-status.ts';
import { EMAIL_UI } from './email-texts.ts';
import { useEmailActions } from './use-email-actions.ts';

/** How often a message on its way is read again while it is open (a delivery takes seconds). */
const ON_ITS_WAY_POLL_MS = 3000;

/**
 * One message of the outbox in a dialog, as it was (or will be) sent: its header, its HTML body in a
 * frame that runs nothing, its plain-text part and its attachments; Cancel or Send again as its status
 * allows. Opened from the E-mail screen and the Messages card of a client's or an event's page
 * (`?email=<id>`).
 */
export function EmailView({ id, onClose }: { id: number; onClose: () => void }) {
  const email = trpc.emails.byId.useQuery(
    { id },
    {
      // A message being sent, or queued for a mail server, changes on its own: followed while open.
      refetchInterval: (query) => {
        const found = query.state.data;
        const onItsWay = found?.status === 'sending' || (found?.status === 'queued' && !found.error);
        return onItsWay ? ON_ITS_WAY_POLL_MS : false;
      },
    },
  );
  const found = email.data;
  return (
    <Modal opened onClose={onClose} title={found?.subject || 'E-mail'} size="xl">
      {email.error && (
        <Alert color="red" role="alert">
          {serverReason(email.error) ?? EMAIL_UI.loadFailed}
        </Alert>
      )}
      {!found && !email.error && <Text c="dimmed">Loading...</Text>}
      {found && <EmailDetails email={found} />}
    </Modal>
  );
}

function EmailDetails({ email }: { email: Email }) {
  const actions = useEmailActions();
  const status = emailStatus(email);
  const busy = actions.pendingId === email.id;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <DataList size="sm" labelWidth="8rem" style={{ flex: '1 1 24rem', minWidth: 0 }}>
          <Field label="To">{email.to}</Field>
          <Field label="Subject">{email.subject}</Field>
          <Field label="Status">
            <EmailStatusBadge email={email} withNote={false} />
          </Field>
          {status.note && <Field label={email.status === 'failed' ? 'Error' : 'Note'}>{status.note}</Field>}
          <Field label="Written">
            {formatDateTime(email.createdAt)}
            {email.createdBy ? ` by ${email.createdBy}` : ''}
          </Field>
          <Field label="Sent">{email.sentAt ? formatDateTime(email.sentAt) : 'Not yet'}</Field>
          {email.attempts > 0 && <Field label="Attempts">{email.attempts}</Field>}
          {email.smtpResponse && <Field label="Server's answer">{email.smtpResponse}</Field>}
          <Field label="Message-ID">
            <span style={{ overflowWrap: 'anywhere' }}>{email.messageId}</span>
          </Field>
          <Field label="About">
            <AboutLinks email={email} />
          </Field>
        </DataList>
        <Group gap="xs">
          {canCancel(email.status) && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              loading={busy}
              onClick={() => void actions.cancel(email)}
            >
              Cancel
            </Button>
          )}
          {canResend(email.status) && (
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={busy}
              onClick={() => void actions.resend(email)}
            >
              Send again
            </Button>
          )}
        </Group>
      </Group>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">Message</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {/*
           * sandbox="" runs nothing in the frame (no script, form, pop-up or navigation of the page)
           * and gives it an origin of its own; the server has already cleaned the HTML, this is a
           * second fence. The frame inherits the page's Content Security Policy: images by URL are
           * not fetched from elsewhere.
           */}
          <iframe
            className={classes.frame}
            title={`Message: ${email.subject}`}
            sandbox=""
            srcDoc={frameDocument(email.html)}
            referrerPolicy="no-referrer"
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <pre className={classes.text}>{email.text}</pre>
        </Tabs.Panel>
      </Tabs>
      <Attachments attachments={email.attachments} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The message's HTML in a page of its own: the type mail clients show by default, on white. */
function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
}

function Attachments({ attachments }: { attachments: EmailAttachment[] }) {
  return (
    <Stack gap={4} component="section" aria-label="Attachments">
      <Title order={3} fz="sm">
        Attachments
      </Title>
      {attachments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None
        </Text>
      ) : (
        attachments.map((attachment, index) => (
          // An attachment's position is who it is: the same document may not be attached twice, but a
          // deleted one leaves no id.
          <Group key={index} gap="xs" wrap="nowrap">
            <IconPaperclip size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
            <AttachmentName attachment={attachment} />
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(attachment.sizeBytes)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}

/** The attachment's name, a link to its document while the document still exists. */
function AttachmentName({ attachment }: { attachment: EmailAttachment }) {
  const { documentId } = attachment;
  const stored = trpc.documents.byId.useQuery(
    { id: documentId ?? 0 },
    { enabled: documentId !== null, retry: false },
  );
  if (stored.data)
    return (
      <Anchor href={viewUrl(stored.data.fileUrl)} target="_blank" rel="noreferrer" fz="sm">
        {attachment.fileName}
      </Anchor>
    );
  return (
    <Text fz="sm">
      {attachment.fileName}
      {documentId === null || stored.error ? ' (document deleted)' : ''}
    </Text>
  );
}
