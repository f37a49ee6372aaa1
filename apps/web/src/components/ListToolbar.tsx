import { Button, type ComboboxData, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One filter select of a list screen: its choices are values of the list's filter `name`. */
export type ListFilter<
  TFilters extends Filters<TFilters>,
  F extends keyof TFilters & string = keyof TFilters & string,
> = {
  name: F;
  /** The select's accessible name, e.g. 'Status filter'. */
  label: string;
  data: ComboboxData<TFilters[F]>;
  width: number;
};

/** A list's filter values, by filter name: an enum's value or 'all', or a record's id. */
type Filters<TFilters> = { [F in keyof TFilters]: string | number };

type ToolbarList<TFilters extends Filters<TFilters>> = {
  search: string;
  setSearch: (value: string) => void;
  filters: TFilters;
  setFilter: <F extends keyof TFilters>(name: F, value: TFilters[F]) => void;
  /** The list's CSV export as it stands (usePagedList), for the Export CSV button; none, no button. */
  exportHref?: string | undefined;
};

/**
 * A list screen's search box and filter selects, bound to its `usePagedList`. `children` follow the
 * filters on the same row (a count, custom filter buttons), then the Export CSV link when the list has
 * an export (a plain link: the server streams the file with the list's search, filters and order, and
 * the browser downloads it) and `importButton` beside it (ImportButton, on the screens that import:
 * the others never load its code); `actions` sit at the far end of the row.
 */
export function ListToolbar<TFilters extends Filters<TFilters>>({
  list,
  searchLabel,
  searchPlaceholder,
  searchWidth = 320,
  filters = [],
  children,
  importButton,
  actions,
}: {
  list: ToolbarList<TFilters>;
  searchLabel: string;
  searchPlaceholder: string;
  searchWidth?: number;
  filters?: ListFilter<TFilters>[];
  children?: ReactNode;
  importButton?: ReactNode;
  actions?: ReactNode;
}) {
  const controls = (
    <Group>
      <TextInput
        placeholder={searchPlaceholder}
        aria-label={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: searchWidth }}
      />
      {filters.map((filter) => (
        <FilterSelect key={filter.name} list={list} filter={filter} />
      ))}
      {children}
      {list.exportHref && <ExportCsvButton href={list.exportHref} />}
      {importButton}
    </Group>
  );
  if (!actions) return controls;
  return (
    <Group justify="space-between">
      {controls}
      {actions}
    </Group>
  );
}

/**
 * "Export CSV": a plain link to the server's streamed export, which the browser downloads as it comes
 * (see exportHref, lib/use-paged-list.ts).
 */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} />}>
      Export CSV
    </Button>
  );
}

/** One filter's select: generic in the filter, so the chosen value is typed as that filter's. */
function FilterSelect<TFilters extends Filters<TFilters>, F extends keyof TFilters & string>({
  list,
  filter,
}: {
  list: ToolbarList<TFilters>;
  filter: ListFilter<TFilters, F>;
}) {
  return (
    <Select
      aria-label={filter.label}
      data={filter.data}
      value={list.filters[filter.name]}
      allowDeselect={false}
      onChange={(value) => value !== null && list.setFilter(filter.name, value)}
      w={filter.width}
    />
  );
}
