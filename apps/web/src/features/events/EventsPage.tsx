import {
  deleteConfirmation,
  EVENT_STATUSES,
  type EventRecord,
  formatDate,
  formatMoney,
  formatTime,
  formatWholeDollars,
  MESSAGES,
  moneyToCents,
  totalNoun,
} from '@app/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BulkBar } from '../../components/BulkBar.tsx';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { EventCalendar } from './EventCalendar.tsx';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { EVENT_STATUS_COLORS, eventStatusLabel } from './event-status-colors.ts';
import { LIST } from './loader.ts';

// The form (number and date inputs, the client picker) is needed only once the dialog opens: a chunk of
// its own, fetched while the screen is idle, keeps the screen within its bundle budget.
const loadEventForm = () => import('./EventForm.tsx');
const EventForm = lazy(() => loadEventForm().then((m) => ({ default: m.EventForm })));

export function EventsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('events', {
    list: LIST,
    messages: MESSAGES.event,
    // Events feed the dashboard's Active Events and each client's event count.
    alsoRefresh: (utils) => [utils.dashboard.invalidate(), utils.clients.invalidate()],
  });
  useEffect(() => {
    void loadEventForm();
  }, []);
  const selection = useRowSelection(
    list.items.map((e) => e.id),
    selectionKey(list),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          Create Event
        </Button>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'event')}
        </Text>
      </Group>

      <EventCalendar />

      <ListToolbar
        list={list}
        searchLabel="Search events"
        searchPlaceholder="Search events..."
        filters={[{ name: 'status', label: 'Status filter', data: ['all', ...EVENT_STATUSES], width: 180 }]}
      />
      <BulkBar
        resource="events"
        one="event"
        many="events"
        statuses={EVENT_STATUSES}
        statusLabel={eventStatusLabel}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <DataTable
        list={list}
        select={selectColumn(selection, (e: EventRecord) => ({ id: e.id, name: e.name }))}
        columns={[
          'Event',
          'Client',
          'Date',
          'Venue',
          'Budget',
          'Invoiced / Paid',
          'Profit',
          'Status',
          'Actions',
        ]}
        // Unsorted, the server lists upcoming events first (soonest first), then past ones.
        sortable={{ Date: 'date', Budget: 'budget', Profit: 'profit', Status: 'status' }}
        minWidth={1120}
        emptyText="No events found"
        renderRow={(e) => (
          <Row key={e.id}>
            <Cell>
              <Group gap="sm" wrap="nowrap">
                <EventTypeIcon type={e.type} size={22} />
                <div>
                  <Anchor component={Link} to={`/events/${e.id}`} fw={600} fz="sm" c="inherit">
                    {e.name}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {e.type}
                  </Text>
                </div>
              </Group>
            </Cell>
            <Cell>{e.clientName}</Cell>
            <Cell>
              <TwoLineText primary={formatDate(e.date)} secondary={formatTime(e.time)} />
            </Cell>
            <Cell>{e.venue}</Cell>
            <Cell>{formatWholeDollars(e.budget)}</Cell>
            {moneyToCents(e.invoiced) === 0 ? (
              <Cell style={{ color: 'var(--mantine-color-dimmed)' }}>Not invoiced</Cell>
            ) : (
              <Cell>
                <TwoLineText primary={formatMoney(e.invoiced)} secondary={`${formatMoney(e.paid)} paid`} />
              </Cell>
            )}
            <Cell style={moneyToCents(e.profit) < 0 ? { color: 'var(--mantine-color-red-8)' } : undefined}>
              {formatMoney(e.profit)}
            </Cell>
            <Cell>
              <Tag color={EVENT_STATUS_COLORS[e.status]} variant="light">
                {eventStatusLabel(e.status)}
              </Tag>
            </Cell>
            <Cell>
              <RowActions
                name={e.name}
                onEdit={() => dialog.openEdit(e)}
                onDelete={() => confirmDelete(e, { message: deleteConfirmation('event'), subject: e.name })}
              />
            </Cell>
          </Row>
        )}
      />

      <EditDialog dialog={dialog} title={editing ? 'Edit Event' : 'Create New Event'}>
        {editing && (
          <Anchor component={Link} to={`/events/${editing.id}`} fz="sm" mb="sm" display="block">
            Open the event page (equipment, money, documents)
          </Anchor>
        )}
        <Suspense fallback={<Text c="dimmed">Loading...</Text>}>
          <EventForm
            key={dialog.formKey}
            event={editing}
            saving={saving}
            onSubmit={submit}
            onCancel={dialog.requestClose}
          />
        </Suspense>
      </EditDialog>
    </Stack>
  );
}
