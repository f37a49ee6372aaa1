import { GuardedModal } from '../../components/GuardedModal.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { idempotent, useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { serverIssues, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ComposeEmailForm } from './ComposeEmailForm.tsx';
import { type ComposeValues, composeInput, composeIssues } from './compose.ts';
import { EMAIL_UI } from './email-texts.ts';

/** How many of the client's or event's documents the dialog offers to attach (the newest). */
const DOCUMENTS_OFFERED = 100;
/** How many templates the picker offers (a company keeps a few dozen at most). */
const TEMPLATES_OFFERED = 100;

/**
 * "Write e-mail" on a client's or an event's page: the message goes to the outbox about that client
 * (and event), with documents of theirs attached, typed or started from an e-mail template (merged by
 * the server's preview for this client and event). Closing with unsaved typing asks first; a refused or
 * failed send keeps the dialog and what was typed (the fields the server refused say why).
 */
export function ComposeEmailDialog({
  opened,
  onClose,
  to,
  clientId,
  eventId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The address the To field starts with (the client's contact). */
  to: string;
  clientId?: number | null | undefined;
  eventId?: number | undefined;
}) {
  const utils = trpc.useUtils();
  const guard = useGuardedClose(opened, onClose);
  // One key per opening: a double-click or a retry after a lost answer queues the message once.
  const key = useIdempotencyKey(opened);
  const documents = trpc.documents.list.useQuery(
    {
      ...(eventId ? { eventId } : { clientId }),
      limit: DOCUMENTS_OFFERED,
      sortBy: 'createdAt',
      sortDir: 'desc',
    },
    { enabled: opened && !!(eventId || clientId) },
  );
  const templates = trpc.emailTemplates.list.useQuery(
    { limit: TEMPLATES_OFFERED, sortBy: 'name', sortDir: 'asc' },
    { enabled: opened },
  );
  const preview = trpc.emailTemplates.preview.useMutation();
  const mergeTemplate = (id: number) =>
    preview.mutateAsync({ id, ...(clientId ? { clientId } : {}), ...(eventId ? { eventId } : {}) });
  const create = trpc.emails.create.useMutation({
    ...idempotent(key),
    onSuccess: async () => {
      toastSuccess(EMAIL_UI.createSuccess);
      guard.forget();
      onClose();
      await utils.emails.invalidate();
    },
    onError: (error) => {
      guard.showIssues(composeIssues(serverIssues(error)));
      toastFailure(EMAIL_UI.createFailed, error);
    },
  });
  const send = (values: ComposeValues) => create.mutate(composeInput(values, { clientId, eventId }));
  return (
    <GuardedModal guard={guard} opened={opened} title={EMAIL_UI.writeTitle} size="lg">
      <ComposeEmailForm
        to={to}
        documents={eventId || clientId ? documents.data?.filter((document) => document.fileId !== null) : []}
        documentsHint={
          eventId
            ? 'Documents of this event with a file stored here.'
            : 'Documents of this client with a file stored here.'
        }
        templates={templates.data}
        mergeTemplate={mergeTemplate}
        saving={create.isPending}
        onSubmit={send}
        onCancel={() => void guard.requestClose()}
      />
    </GuardedModal>
  );
}
