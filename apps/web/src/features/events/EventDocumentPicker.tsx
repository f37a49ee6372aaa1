import { DOCUMENT_LINK_TEXTS, type DocumentRecord, type EventRecord } from '@app/domain';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const SHOWN = 50;

/** Why a document cannot be picked for this event, or null when it can. */
function unavailable(document: DocumentRecord, event: EventRecord): string | null {
  if (document.eventId !== null && document.eventId !== event.id) return 'on another event';
  if (document.clientId !== null && event.clientId !== null && document.clientId !== event.clientId)
    return "another client's";
  return null;
}

/**
 * "Add documents" on an event's page, for documents already on the Documents screen: searched on the
 * server by name or description, several picked at once, and linked to the event in one call. A document
 * of another event or client is listed but cannot be picked (a document concerns one event at most).
 */
export function EventDocumentPicker({ event }: { event: EventRecord }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const documents = trpc.documents.page.useQuery(
    { search: debounced, limit: SHOWN, offset: 0 },
    { placeholderData: (previous) => previous },
  );
  const attach = trpc.documents.attachToEvent.useMutation({
    onSuccess: async () => {
      toastSuccess(DOCUMENT_LINK_TEXTS.attachSuccess);
      setPicked(new Map());
      setSearch('');
      await utils.documents.invalidate();
    },
    onError: (error) => toastFailure(DOCUMENT_LINK_TEXTS.attachFailed, error),
  });

  const options = (documents.data?.items ?? [])
    .filter((d) => d.eventId !== event.id)
    .map((d) => {
      const why = unavailable(d, event);
      return { value: String(d.id), label: why ? `${d.name} (${why})` : d.name, disabled: why !== null };
    });
  // Picked documents stay labelled while a later search no longer lists them.
  for (const [value, label] of picked)
    if (!options.some((o) => o.value === value)) options.push({ value, label, disabled: false });

  return (
    <Group align="flex-end" wrap="nowrap">
      <MultiSelect
        style={{ flex: 1 }}
        label="Existing documents"
        placeholder={picked.size === 0 ? 'Search documents...' : undefined}
        searchable
        clearable
        data={options}
        value={[...picked.keys()]}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={documents.isFetching ? 'Searching...' : 'No documents found'}
        onChange={(ids) =>
          setPicked(new Map(ids.map((id) => [id, options.find((o) => o.value === id)?.label ?? id])))
        }
      />
      <Button
        disabled={picked.size === 0}
        loading={attach.isPending}
        onClick={() => attach.mutate({ id: event.id, documentIds: [...picked.keys()].map(Number) })}
      >
        Add to event
      </Button>
    </Group>
  );
}
