import { ActionIcon, Badge, Group, MantineProvider, NavLink, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { type TestContext, test } from 'vitest';
import { NavItemLink } from '../features/shell/NavItemLink.tsx';
import { theme } from '../theme.ts';
import { Cell, Row } from './DataTable.tsx';
import { RowActions } from './RowActions.tsx';
import { Tag } from './Tag.tsx';
import { TwoLineText } from './TwoLineText.tsx';

/*
 * `pnpm --filter @app/web bench`: what the light stand-ins save over the Mantine components they look
 * like. Row/Cell, TwoLineText, Tag and IconButton (in RowActions) on a page of 50 rows as the list screens
 * show it: a row of six cells, a name with its e-mail, two badges and the edit and delete buttons; and
 * NavItemLink on the sidebar's sixteen links.
 * React renders the page to a string: the same component and hook work as in the browser, without the
 * DOM (which is the same for both, as both write the same elements and classes).
 */

const ROWS = Array.from({ length: 50 }, (_, i) => ({
  id: i,
  name: `Client ${i}`,
  email: `client${i}@example.com`,
  industry: i % 2 ? 'Weddings' : 'Corporate',
  status: i % 3 ? 'active' : 'pending',
}));
const noop = () => {};

function StandIns() {
  return (
    <Table>
      <Table.Tbody>
        {ROWS.map((r) => (
          <Row key={r.id}>
            <Cell>
              <TwoLineText primary={r.name} secondary={r.email} strong />
            </Cell>
            <Cell>
              <Tag variant="light">{r.industry}</Tag>
            </Cell>
            <Cell>{r.email}</Cell>
            <Cell>{r.id}</Cell>
            <Cell>
              <Tag color={r.status === 'active' ? 'green' : 'yellow'}>{r.status}</Tag>
            </Cell>
            <Cell>
              <RowActions name={r.name} onEdit={noop} onDelete={noop} />
            </Cell>
          </Row>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MantineOnly() {
  return (
    <Table>
      <Table.Tbody>
        {ROWS.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {r.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {r.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light">{r.industry}</Badge>
            </Table.Td>
            <Table.Td>{r.email}</Table.Td>
            <Table.Td>{r.id}</Table.Td>
            <Table.Td>
              <Badge color={r.status === 'active' ? 'green' : 'yellow'}>{r.status}</Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={noop}>
                  <IconEdit size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.name}`} onClick={noop}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const LINKS = Array.from({ length: 16 }, (_, i) => ({ to: `/screen-${i}`, label: `Screen ${i}` }));

function SidebarStandIns() {
  return LINKS.map((l, i) => (
    <NavItemLink key={l.to} to={l.to} label={l.label} icon={IconUsers} active={i === 3} nested={i > 8} />
  ));
}

function SidebarMantine() {
  return LINKS.map((l, i) => (
    <NavLink
      key={l.to}
      component={Link}
      to={l.to}
      label={l.label}
      leftSection={<IconUsers size={18} />}
      active={i === 3}
      pl={i > 8 ? 'xl' : undefined}
    />
  ));
}

const page = (Body: () => React.ReactNode) => () =>
  renderToString(
    <MemoryRouter>
      <MantineProvider theme={theme}>
        <Body />
      </MantineProvider>
    </MemoryRouter>,
  );

/** Runs both, and prints the medians and the ratio (the reporter's table has the rest). */
async function compare(
  bench: TestContext['bench'],
  what: string,
  light: [string, () => React.ReactNode],
  mantine: [string, () => React.ReactNode],
) {
  const result = await bench.compare(bench(light[0], page(light[1])), bench(mantine[0], page(mantine[1])), {
    time: 3000,
  });
  const a = result.get(light[0]).latency.p50 ?? Number.NaN;
  const b = result.get(mantine[0]).latency.p50 ?? Number.NaN;
  console.log(
    `${what}: stand-ins ${a.toFixed(2)} ms, Mantine's own ${b.toFixed(2)} ms (medians; Mantine's ${(b / a).toFixed(1)}x)`,
  );
}

test('a page of 50 rows', ({ bench }) =>
  compare(
    bench,
    '50 rows',
    ['light stand-ins (Row, Cell, TwoLineText, Tag, RowActions)', StandIns],
    ["Mantine's own (Table.Tr, Table.Td, Text, Badge, ActionIcon)", MantineOnly],
  ));

test("the sidebar's 16 links", ({ bench }) =>
  compare(
    bench,
    '16 sidebar links',
    ['NavItemLink', SidebarStandIns],
    ['NavLink component={Link}', SidebarMantine],
  ));
