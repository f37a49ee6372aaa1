import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';

/** Where each kind of search hit lives; the screen opens filtered to the chosen record. */
const SCREENS = {
  client: { path: '/clients', label: 'Client' },
  event: { path: '/events', label: 'Event' },
  vendor: { path: '/vendors', label: 'Vendor' },
  document: { path: '/documents', label: 'Document' },
  product: { path: '/digital-products', label: 'Product' },
  campaign: { path: '/marketing', label: 'Campaign' },
  template: { path: '/templates', label: 'Template' },
} as const;

/** The header search box: Ctrl+K (or a click) opens a search over every kind of record. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 200);
  const results = trpc.search.everything.useQuery({ term }, { enabled: term.length > 0 });
  const hits = term ? (results.data ?? []) : [];

  return (
    <>
      <TextInput
        placeholder="Search..."
        aria-label="Search"
        leftSection={<IconSearch size={16} />}
        visibleFrom="md"
        w={240}
        readOnly
        onClick={() => spotlight.open()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') spotlight.open();
        }}
      />
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K', '/']}
        scrollable
        maxHeight={420}
      >
        <Spotlight.Search
          placeholder="Search clients, events, vendors, documents..."
          aria-label="Search everything"
          leftSection={<IconSearch size={18} />}
        />
        <Spotlight.ActionsList>
          {hits.map((hit) => {
            const screen = SCREENS[hit.kind];
            return (
              <Spotlight.Action
                key={`${hit.kind}-${hit.id}`}
                label={hit.title}
                description={[screen.label, hit.subtitle].filter(Boolean).join(' · ')}
                onClick={() =>
                  // An event and a client have a page of their own; the others open their screen filtered to it.
                  navigate(
                    hit.kind === 'event' || hit.kind === 'client'
                      ? `${screen.path}/${hit.id}`
                      : `${screen.path}?search=${encodeURIComponent(hit.title)}`,
                  )
                }
              />
            );
          })}
          {term && results.isSuccess && hits.length === 0 && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
