import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { render } from '../test/render.tsx';
import { type ResponsiveColumn, ResponsiveTable } from './ResponsiveTable.tsx';

type Invoice = { id: number; number: string; total: string; status: string };
const INVOICES: Invoice[] = [
  { id: 1, number: 'INV-1', total: '$10.00', status: 'Paid' },
  { id: 2, number: 'INV-2', total: '$980.00', status: 'Due' },
];
const COLUMNS: ResponsiveColumn<Invoice>[] = [
  { header: 'Invoice', render: (i) => <strong>{i.number}</strong> },
  { header: 'Total', align: 'right', render: (i) => i.total },
  { header: 'Status', render: (i) => i.status },
  {
    header: 'Download',
    action: true,
    render: (i) => <a href={`/pdf/${i.id}`}>Download PDF of {i.number}</a>,
  },
];

/**
 * jsdom applies Mantine's `hiddenFrom` rule whatever the width (it ignores its media query): the cards
 * are shown as on a phone by a rule that undoes it.
 */
function asOnAPhone() {
  const style = document.createElement('style');
  style.textContent = 'html body .mantine-hidden-from-sm { display: block !important; }';
  document.head.append(style);
  return () => style.remove();
}

const renderInvoices = () =>
  render(
    <ResponsiveTable
      label="Invoices"
      items={INVOICES}
      itemKey={(i) => i.id}
      columns={COLUMNS}
      minWidth={400}
    />,
  );

describe('ResponsiveTable', () => {
  it('renders a table with every column, the action column named for assistive technology only', () => {
    renderInvoices();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual(['Invoice', 'Total', 'Status', 'Download']);
    expect(headings[3]!.firstElementChild).toHaveClass('mantine-VisuallyHidden-root');
    expect(headings[1]).toHaveStyle({ textAlign: 'right' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['INV-1', '$10.00', 'Paid', 'Download PDF of INV-1'],
      ['INV-2', '$980.00', 'Due', 'Download PDF of INV-2'],
    ]);
  });

  it('renders a card per item, named by its first column, with every other value labelled and its actions', () => {
    onTestFinished(asOnAPhone());
    renderInvoices();
    const list = screen.getByRole('list', { name: 'Invoices' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(list).getByRole('listitem', { name: 'INV-2' });
    const labels = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    // The action is no labelled value: it is under them.
    expect(labels).toEqual(['Total', 'Status']);
    expect(values).toEqual(['$980.00', 'Due']);
    expect(within(card).getByRole('link', { name: 'Download PDF of INV-2' })).toHaveAttribute(
      'href',
      '/pdf/2',
    );
  });

  it('shows the table from the sm breakpoint up and the cards below it, by CSS', () => {
    renderInvoices();
    expect(screen.getByRole('table').closest('.mantine-visible-from-sm')).not.toBeNull();
    expect(screen.getByRole('list', { hidden: true })).toHaveClass('mantine-hidden-from-sm');
  });

  it('gives each card of several lists a name of its own', () => {
    onTestFinished(asOnAPhone());
    render(
      <>
        <ResponsiveTable label="A" items={INVOICES} itemKey={(i) => i.id} columns={COLUMNS} minWidth={400} />
        <ResponsiveTable label="B" items={INVOICES} itemKey={(i) => i.id} columns={COLUMNS} minWidth={400} />
      </>,
    );
    const ids = screen.getAllByRole('listitem').map((card) => card.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(4);
    expect(
      within(screen.getByRole('list', { name: 'B' })).getByRole('listitem', { name: 'INV-1' }),
    ).toBeInTheDocument();
  });
});
