import { todayDateString } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { FinancialRecordForm } from './FinancialRecordForm.tsx';

function renderForm(onSubmit = vi.fn(), error: string | null = null) {
  render(
    <FinancialRecordForm
      clients={[{ id: 3, name: 'Acme' }]}
      events={[]}
      vendors={[]}
      saving={false}
      error={error}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe('FinancialRecordForm', () => {
  it('defaults the date to today and requires the amount and date', async () => {
    const onSubmit = renderForm();
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveValue(todayDateString());
    await userEvent.clear(date);
    await userEvent.click(screen.getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Amount is required')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the categories of the chosen type and sends empty references as null', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.getByRole('option', { name: 'Event Services' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Venue Costs' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Event Services' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Expense' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.queryByRole('option', { name: 'Event Services' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Venue Costs' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1250.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Hall deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Add Record' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'expense',
        category: 'Venue Costs',
        amount: '1250.5',
        date: todayDateString(),
        description: 'Hall deposit',
        clientId: null,
        eventId: null,
        vendorId: null,
        paymentMethod: null,
      }),
    );
  });

  it('shows a save failure inside the dialog', () => {
    renderForm(vi.fn(), 'Failed to create record');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create record');
  });
});
