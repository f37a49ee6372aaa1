import { Box, Paper, Table, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './ResponsiveTable.module.css';

export type ResponsiveColumn<TItem> = {
  /** The column's heading; on a card, the label of the item's value. */
  header: string;
  render: (item: TItem) => ReactNode;
  /** Money and counts line up on the right of the table (a card lists them as any other value). */
  align?: 'right';
  /**
   * A column of links or buttons (Download, say): its heading is for assistive technology only, and
   * a card shows them under its values, unlabelled.
   */
  action?: boolean;
};

/**
 * A short list as a table from Mantine's `sm` breakpoint up and as cards on a phone, where a table
 * of more than three columns is cut off at the screen's edge. The first column names the row: it is
 * the card's title and its accessible name. Both are rendered and CSS shows one (Mantine's
 * `visibleFrom`/`hiddenFrom`), so the first paint is right and the prerendered page matches; the
 * hidden one is out of the accessibility tree. For a few rows: every row is rendered twice.
 */
export function ResponsiveTable<TItem>({
  label,
  items,
  itemKey,
  columns,
  minWidth,
}: {
  /** What the items are ('Invoices'): the table's and the list's accessible name. */
  label: string;
  items: readonly TItem[];
  itemKey: (item: TItem) => string | number;
  columns: readonly ResponsiveColumn<TItem>[];
  /** Below this width the table scrolls sideways (between `sm` and the width it needs). */
  minWidth: number;
}) {
  const id = useId();
  const [title, ...rest] = columns;
  if (!title) throw new Error('ResponsiveTable needs a column');
  const fields = rest.filter((column) => !column.action);
  const actions = rest.filter((column) => column.action);
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} ta={column.align}>
                    {column.action ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={itemKey(item)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.align}>
                      {column.render(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Box hiddenFrom="sm" component="ul" aria-label={label} className={classes.cards}>
        {items.map((item) => {
          const titleId = `${id}-${itemKey(item)}`;
          return (
            <Paper key={itemKey(item)} component="li" withBorder p="sm" aria-labelledby={titleId}>
              <div id={titleId}>{title.render(item)}</div>
              {fields.length > 0 && (
                <dl className={classes.fields}>
                  {fields.map((column) => (
                    <div key={column.header}>
                      <dt className={classes.label}>{column.header}</dt>
                      <dd className={classes.value}>{column.render(item)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <div className={classes.actions}>
                  {actions.map((column) => (
                    <div key={column.header}>{column.render(item)}</div>
                  ))}
                </div>
              )}
            </Paper>
          );
        })}
      </Box>
    </>
  );
}
