import { assumeType, bulkDeleteQuestion, countNoun, totalNoun } from '@app/domain';
import { Button, Card, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconTrash, IconX } from '@tabler/icons-react';
import { confirmAction } from '../lib/confirm.tsx';
import type { RowSelection } from '../lib/row-selection.ts';
import { type ClientError, toastFailure } from '../lib/server-reason.ts';
import { toastSuccess } from '../lib/toast.ts';
import { trpc } from '../lib/trpc.ts';
import type { PagedResource } from '../lib/use-paged-list.ts';

type BulkInput = {
  action: 'delete' | 'status';
  status?: string;
  ids?: number[];
  filter?: Record<string, unknown>;
};
type BulkMutation = {
  useMutation: () => {
    mutateAsync: (input: BulkInput) => Promise<{ affected: number }>;
    isPending: boolean;
  };
};

export type BulkBarProps = {
  /** The tRPC router whose `bulk` procedure the bar calls. */
  resource: PagedResource;
  /** The resource's noun, one and several ('client', 'clients'): 'Delete 12 clients?'. */
  one: string;
  many: string;
  /** The statuses people may set (only resources whose server takes bulk `status`). */
  statuses?: readonly string[];
  /** How a status reads in the menu and the toast ('in_progress' as 'in progress'); the value by default. */
  statusLabel?: (status: string) => string;
  selection: RowSelection;
  list: {
    total: number;
    totalIsLowerBound?: boolean;
    debouncedSearch: string;
    filters: object;
  };
  refresh: () => unknown;
};

/** The bar itself (BulkBar.tsx loads it once a row is ticked). */
export function BulkBarPanel({
  resource,
  one,
  many,
  statuses,
  statusLabel = (status) => status,
  selection,
  list,
  refresh,
}: BulkBarProps) {
  const bulk = assumeType<{ bulk: BulkMutation }>(trpc[resource]).bulk.useMutation();
  const { state, pageIds } = selection;
  const count = state.allMatching ? list.total : state.selected.size;
  if (count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => state.selected.has(id));
  // Above the bulk cap (a lower-bound total) there is no "all": the server would refuse it.
  const moreMatch = list.total > pageIds.length && !list.totalIsLowerBound;
  const target = state.allMatching
    ? { filter: { ...list.filters, search: list.debouncedSearch } }
    : { ids: [...state.selected] };
  const Capitalized = `${many.charAt(0).toUpperCase()}${many.slice(1)}`;

  const run = async (input: BulkInput, done: (affected: number) => string, failed: string) => {
    try {
      const { affected } = await bulk.mutateAsync(input);
      toastSuccess(done(affected));
      selection.clear();
      await refresh();
    } catch (error) {
      toastFailure(failed, error as ClientError);
    }
  };
  const remove = async () => {
    const confirmed = await confirmAction({ message: bulkDeleteQuestion(count, one, many) });
    if (!confirmed) return;
    await run(
      { action: 'delete', ...target },
      (affected) => `${countNoun(affected, one, many)} deleted`,
      `Failed to delete ${many}`,
    );
  };
  const setStatus = (status: string) =>
    run(
      { action: 'status', status, ...target },
      (affected) => `${countNoun(affected, one, many)} set to ${statusLabel(status)}`,
      `Failed to update ${many}`,
    );

  return (
    <Card withBorder p="sm" role="region" aria-label={`${Capitalized} selected`}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={600} fz="sm" aria-live="polite">
            {state.allMatching
              ? `All ${totalNoun(list, one, many)} selected`
              : `${countNoun(count, one, many)} selected`}
          </Text>
          {wholePage && !state.allMatching && moreMatch && (
            <Text fz="sm">
              All {pageIds.length} on this page are selected.{' '}
              <Button variant="subtle" size="compact-sm" onClick={selection.selectAllMatching}>
                Select all {totalNoun(list, one, many)} matching
              </Button>
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {statuses && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  size="xs"
                  rightSection={<IconChevronDown size={14} />}
                  loading={bulk.isPending}
                >
                  Change status
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {statuses.map((status) => (
                  <Menu.Item key={status} onClick={() => void setStatus(status)}>
                    {statusLabel(status)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Button
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={bulk.isPending}
            onClick={() => void remove()}
          >
            Delete
          </Button>
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} />} onClick={selection.clear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
