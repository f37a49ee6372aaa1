import { type AUDIT_ACTIONS, formatDate, formatDateTime, relativeTime, totalNoun } from '@app/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { ExportCsvButton } from '../../components/ListToolbar.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import classes from './AuditLogPage.module.css';
import { AUDIT_TABLE_OPTIONS, describeChanges, describeRecord } from './describe-change.ts';
import { LIST } from './loader.ts';

const ACTION_COLORS = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  view: 'gray',
  import: 'violet',
} as const;
const ACTION_OPTIONS: Array<{ value: 'all' | (typeof AUDIT_ACTIONS)[number]; label: string }> = [
  { value: 'all', label: 'All actions' },
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
  { value: 'view', label: 'Viewed as client' },
  { value: 'import', label: 'Imported (CSV)' },
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
          onChange={(value) => value && list.setFilter('tableName', value)}
          w={220}
        />
        <Select
          aria-label="Action filter"
          data={ACTION_OPTIONS}
          value={list.filters.action}
          allowDeselect={false}
          onChange={(value) => value && list.setFilter('action', value)}
          w={160}
        />
        <Text c="dimmed" size="sm">
          {totalNoun(list, 'entry', 'entries')}
        </Text>
        {list.exportHref && <ExportCsvButton href={list.exportHref} />}
      </Group>
      <DataTable
        list={list}
        columns={['When', 'Who', 'Action', 'Record', 'Changes']}
        minWidth={800}
        emptyText="No changes recorded yet"
        renderRow={(entry) => (
          <Row key={entry.id}>
            <Cell>
              {/* The exact time on hover: the browser's own tooltip (a Mantine Tooltip per row cost more than the row). */}
              <div title={formatDateTime(entry.occurredAt)}>
                <TwoLineText
                  primary={relativeTime(entry.occurredAt)}
                  secondary={formatDate(entry.occurredAt)}
                />
              </div>
            </Cell>
            <Cell>{entry.actorName ?? <span className={classes.system}>System</span>}</Cell>
            <Cell>
              <Tag variant="light" color={ACTION_COLORS[entry.action]}>
                {entry.action}
              </Tag>
            </Cell>
            <Cell>{describeRecord(entry)}</Cell>
            <Cell>
              <div className={classes.changes}>
                {describeChanges(entry).map((line) => (
                  <p key={line} className={classes.change}>
                    {line}
                  </p>
                ))}
              </div>
            </Cell>
          </Row>
        )}
      />
    </Stack>
  );
}
