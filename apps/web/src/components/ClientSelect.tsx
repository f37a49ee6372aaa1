import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../lib/trpc.ts';

const SHOWN = 20;

/**
 * A client picker searched on the server (there may be thousands of clients). `selected` labels the
 * current value before its client turns up in a search.
 */
export function ClientSelect({
  value,
  selected,
  onChange,
  description,
  error,
  label = 'Client',
  ariaLabel,
  placeholder = 'Choose a client',
}: {
  value: string | null;
  selected: { id: string; name: string } | null;
  onChange: (client: { id: string; name: string } | null) => void;
  description?: React.ReactNode;
  error?: React.ReactNode;
  /** The visible label; none in a list's toolbar, where `ariaLabel` names it. */
  label?: string | undefined;
  ariaLabel?: string;
  placeholder?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // While the box shows the chosen name, list from the start instead of searching for that name.
  const term = selected && debounced === selected.name ? '' : debounced;
  const clients = trpc.clients.page.useQuery(
    { search: term, limit: SHOWN, offset: 0, sortBy: 'name', sortDir: 'asc' },
    { placeholderData: (previous) => previous },
  );
  const options = (clients.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (selected && !options.some((o) => o.value === selected.id))
    options.unshift({ value: selected.id, label: selected.name });

  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      placeholder={placeholder}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear client' }}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? 'Searching...' : 'No clients found'}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
      description={description}
      error={error}
    />
  );
}
