import type { Invoice } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { WithTrpc } from '../../test/with-trpc.tsx';
import { dueDateFromTerms, InvoiceForm } from './InvoiceForm.tsx';

// The client and event pickers ask the server; here they get no answer and the form works on without it.
vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);

const DRAFT: Invoice = {
  id: 7,
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  number: null,
  status: 'draft',
  overdue: false,
  clientId: 3,
  clientName: 'Northwind Traders',
  eventId: null,
  eventName: null,
  issueDate: null,
  dueDate: '2026-12-01',
  paymentTerms: 'Net 30',
  notes: null,
  items: [
    {
      description: 'Chairs',
      quantity: '120.00',
      unitPrice: '4.50',
      taxRate: '8.25',
      amount: '540.00',
      tax: '44.55',
    },
  ],
  discount: '0.00',
  subtotal: '540.00',
  tax: '44.55',
  total: '584.55',
  paid: '0.00',
  balance: '584.55',
  voidReason: null,
  sentAt: null,
  paidAt: null,
  voidedAt: null,
};

function renderForm(onSubmit = vi.fn(), invoice: Invoice | null = DRAFT) {
  render(
    <WithTrpc>
      <InvoiceForm
        invoice={invoice}
        today="2026-11-25"
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </WithTrpc>,
  );
  return onSubmit;
}

const totalOf = (label: string) =>
  within(screen.getByTestId(`total-${label}`))
    .getAllByText(/\$|—/)
    .at(-1);

describe('dueDateFromTerms', () => {
  it('counts Net N days from today, due on receipt is today, other wording sets nothing', () => {
    expect(dueDateFromTerms('Net 30', '2026-11-25')).toBe('2026-12-25');
    expect(dueDateFromTerms(' net 7 ', '2026-12-28')).toBe('2027-01-04');
    expect(dueDateFromTerms('Due on receipt', '2026-11-25')).toBe('2026-11-25');
    expect(dueDateFromTerms('Half now, half on the day', '2026-11-25')).toBeNull();
  });
});

describe('InvoiceForm', () => {
  it('shows the totals the server will store while lines are typed, and a dash while one is not a number', async () => {
    renderForm();
    expect(totalOf('total')).toHaveTextContent('$584.55');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description, line 2' }), 'Coordination');
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit price, line 2' }), '1500');
    expect(totalOf('subtotal')).toHaveTextContent('$2,040.00');
    expect(totalOf('tax')).toHaveTextContent('$44.55');
    expect(totalOf('total')).toHaveTextContent('$2,084.55');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Unit price, line 2' }));
    expect(totalOf('total')).toHaveTextContent('—');
  });

  it('moves and removes lines, and sends the figures as typed with the client it belongs to', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description, line 2' }), 'Lighting');
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit price, line 2' }), '99.9');
    await userEvent.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Lighting');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      clientId: 3,
      eventId: null,
      dueDate: '2026-12-01',
      paymentTerms: 'Net 30',
      notes: null,
      discount: '0.00',
      items: [
        { description: 'Lighting', quantity: '1', unitPrice: '99.9', taxRate: '0' },
        { description: 'Chairs', quantity: '120.00', unitPrice: '4.50', taxRate: '8.25' },
      ],
    });
  });

  it('keeps a tax rate of 8.875 as typed and taxes with it; a fourth decimal is refused, not rounded', async () => {
    const onSubmit = renderForm();
    const rate = screen.getByRole('textbox', { name: 'Tax rate, line 1' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '8.875');
    expect(rate).toHaveValue('8.875');
    // 540.00 × 8.875 % = 47.925 → 47.93 (47.90 at 8.87 %).
    expect(totalOf('tax')).toHaveTextContent('$47.93');
    expect(totalOf('total')).toHaveTextContent('$587.93');
    await userEvent.type(rate, '5');
    expect(rate).toHaveValue('8.8755');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Tax rate can have at most 3 decimals')).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(rate, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [{ description: 'Chairs', quantity: '120.00', unitPrice: '4.50', taxRate: '8.875' }],
      }),
    );
  });

  it('refuses a line without a description or price and a discount above the total, sending nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount' }), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Description is required')).toBeVisible();
    expect(screen.getByText('Unit price is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a client on a new invoice and sets the due date from the terms', async () => {
    const onSubmit = renderForm(vi.fn(), null);
    expect(screen.getByLabelText(/^Due date/)).toHaveValue('2026-12-25');
    await userEvent.clear(screen.getByRole('combobox', { name: 'Payment terms' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Payment terms' }), 'Net 15');
    expect(screen.getByLabelText(/^Due date/)).toHaveValue('2026-12-10');
    await userEvent.click(screen.getByRole('button', { name: 'Create Draft' }));
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Event' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
