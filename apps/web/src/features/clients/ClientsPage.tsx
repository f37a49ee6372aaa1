import {
  CLIENT_STATUSES,
  type Client,
  deleteConfirmation,
  formatMoney,
  MESSAGES,
  moneyToCents,
  totalNoun,
} from '@app/domain';
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BulkBar } from '../../components/BulkBar.tsx';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ImportButton } from '../../components/ImportButton.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { IconButton, RowActions } from '../../components/RowActions.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { ClientForm } from './ClientForm.tsx';
import { CLIENT_STATUS_COLORS } from './client-status.ts';
import { LIST } from './loader.ts';

/** What a client owes, in bold; nothing owed is dimmed (a plain style: it is in every row). */
const balanceStyle = (outstanding: string) =>
  moneyToCents(outstanding) === 0 ? { color: 'var(--mantine-color-dimmed)' } : { fontWeight: 600 };

export function ClientsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('clients', {
    list: LIST,
    messages: MESSAGES.client,
    // The dashboard counts clients too.
    alsoRefresh: (utils) => [utils.dashboard.stats.invalidate()],
  });
  const [filtersOpen, setFiltersOpen] = useState(true);
  const navigate = useNavigate();
  const selection = useRowSelection(
    list.items.map((c) => c.id),
    selectionKey(list),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Client
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filter
          </Button>
        </Group>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'client')}
        </Text>
      </Group>
      <Collapse expanded={filtersOpen}>
        <ListToolbar
          list={list}
          searchLabel="Search clients"
          searchPlaceholder="Search clients..."
          filters={[
            { name: 'status', label: 'Status filter', data: ['all', ...CLIENT_STATUSES], width: 160 },
          ]}
          importButton={<ImportButton path={list.importPath} />}
        />
      </Collapse>
      <BulkBar
        resource="clients"
        one="client"
        many="clients"
        statuses={CLIENT_STATUSES}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <DataTable
        list={list}
        select={selectColumn(selection, (c: Client) => ({ id: c.id, name: c.name }))}
        columns={['Client', 'Contact', 'Events', 'Revenue', 'Balance', 'Status', 'Actions']}
        minWidth={900}
        emptyText="No clients found"
        renderRow={(c) => (
          <Row key={c.id}>
            <Cell>
              <TwoLineText
                strong
                primary={
                  // A plain router link: it is in every row, where Anchor's hooks cost more than the text.
                  <Link to={`/clients/${c.id}`} style={{ color: 'inherit' }}>
                    {c.name}
                  </Link>
                }
                secondary={c.industry}
              />
            </Cell>
            <Cell>
              <TwoLineText primary={c.contactName} secondary={c.contactEmail} />
            </Cell>
            <Cell>{c.eventsCount}</Cell>
            <Cell>{formatMoney(c.revenue)}</Cell>
            <Cell style={balanceStyle(c.outstanding)}>{formatMoney(c.outstanding)}</Cell>
            <Cell>
              <Tag color={CLIENT_STATUS_COLORS[c.status]} variant="light">
                {c.status}
              </Tag>
            </Cell>
            <Cell>
              <RowActions
                name={c.name}
                onEdit={() => dialog.openEdit(c)}
                onDelete={() => confirmDelete(c, { message: deleteConfirmation('client'), subject: c.name })}
              >
                <IconButton label={`View ${c.name}`} onClick={() => navigate(`/clients/${c.id}`)}>
                  <IconEye size={16} />
                </IconButton>
              </RowActions>
            </Cell>
          </Row>
        )}
      />

      <EditDialog dialog={dialog} title={editing ? 'Edit Client' : 'Add New Client'}>
        <ClientForm
          key={dialog.formKey}
          client={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
