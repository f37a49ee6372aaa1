import { formatDate, relativeTime } from '@app/domain';
import { Badge, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { DataTable } from '../../components/DataTable.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { AUDIT_TABLE_OPTIONS, describeChanges, describeRecord } from './describe-change.ts';
import { LIST } from './screen-data.ts';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;
const ACTION_OPTIONS = [
  { value: 'all', label: 'All actions' },
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
];

/**
 * Admins only: who created, changed or deleted which record and when, newest first (the audit log the
 * database keeps for every business table).
 */
export function AuditLogPage() {
  const list = usePagedList('auditLog', LIST);
  return (
    <Stack>
      <Group>
        <Select
          aria-label="Record type filter"
          data={AUDIT_TABLE_OPTIONS}
          value={list.filters.tableName}
          allowDeselect={false}
          onChange={(value) => value && list.setFilter('tableName', value as never)}
          w={220}
        />
        <Select
          aria-label="Action filter"
          data={ACTION_OPTIONS}
          value={list.filters.action}
          allowDeselect={false}
          onChange={(value) => value && list.setFilter('action', value as never)}
          w={160}
        />
        <Text c="dimmed" size="sm">
          {list.total.toLocaleString('en-US')} entries
        </Text>
      </Group>
      <DataTable
        list={list}
        columns={['When', 'Who', 'Action', 'Record', 'Changes']}
        minWidth={800}
        emptyText="No changes recorded yet"
        renderRow={(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Tooltip label={new Date(entry.occurredAt).toLocaleString('en-US')}>
                <Stack gap={0}>
                  <Text size="sm">{relativeTime(entry.occurredAt)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(entry.occurredAt)}
                  </Text>
                </Stack>
              </Tooltip>
            </Table.Td>
            <Table.Td>{entry.actorName ?? <Text c="dimmed">System</Text>}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={ACTION_COLORS[entry.action]}>
                {entry.action}
              </Badge>
            </Table.Td>
            <Table.Td>{describeRecord(entry)}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {describeChanges(entry).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
