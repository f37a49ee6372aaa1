import { type ComboboxItem, type OptionsFilter, Select, type SelectProps, Text } from '@mantine/core';
import { type FocusEvent, useMemo, useState } from 'react';
import { searchTimeZones, timeZoneCaption, timeZoneOptions } from '../../lib/time-zones.ts';

type Props = Omit<
  SelectProps,
  'data' | 'value' | 'searchable' | 'filter' | 'renderOption' | 'searchValue' | 'onSearchChange'
> & { value: string };

/** Mantine's options, narrowed to those searchTimeZones finds, in its order. */
const filter: OptionsFilter = ({ options, search }) => {
  const byZone = new Map(options.map((option) => [(option as ComboboxItem).value, option]));
  return searchTimeZones(search, [...byZone.keys()]).map((zone) => byZone.get(zone)!);
};

/**
 * The company's time zone, an IANA name, found by city, region or name (lib/time-zones.ts); each option
 * says its offset and generic name. What is typed replaces the zone the field shows, never adds to it:
 * focusing the field empties it (the zone stays as its placeholder), and a key typed right after a
 * choice starts a new search.
 */
export function TimeZoneSelect({ value, onFocus, ...props }: Props) {
  const data = useMemo(() => timeZoneOptions(value), [value]);
  const [search, setSearch] = useState(value);
  const changeSearch = (next: string) =>
    setSearch((shown) =>
      shown === value && next.length > shown.length && next.startsWith(shown)
        ? next.slice(shown.length)
        : next,
    );
  return (
    <Select
      {...props}
      value={value}
      data={data}
      searchable
      allowDeselect={false}
      searchValue={search}
      onSearchChange={changeSearch}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setSearch('');
        onFocus?.(event);
      }}
      placeholder={value}
      filter={filter}
      nothingFoundMessage="No time zone matches: try a city, a region or a name such as Europe/Paris"
      renderOption={({ option, checked }) => (
        <div>
          <Text size="sm" fw={checked ? 600 : undefined}>
            {option.value}
          </Text>
          <Text size="xs" c="dimmed">
            {timeZoneCaption(option.value)}
          </Text>
        </div>
      )}
    />
  );
}
