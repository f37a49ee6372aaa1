import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { InventoryForm } from './InventoryForm.tsx';

describe('InventoryForm', () => {
  it('shows the required messages and does not submit an empty form', async () => {
    const onSubmit = vi.fn();
    render(<InventoryForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    // name, SKU, category and unit value
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps quantities whole and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    render(<InventoryForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Item name/), 'Speaker');
    await userEvent.type(screen.getByLabelText(/^SKU/), 'AV-900');
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lighting' }));
    await userEvent.type(screen.getByLabelText(/^Unit value/), '12.5');
    await userEvent.clear(screen.getByLabelText(/^Quantity/));
    await userEvent.type(screen.getByLabelText(/^Quantity/), '7.9');
    await userEvent.clear(screen.getByLabelText(/^Minimum quantity/));
    await userEvent.type(screen.getByLabelText(/^Minimum quantity/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Speaker',
        sku: 'AV-900',
        category: 'Lighting',
        quantity: 79,
        minQuantity: 3,
        unitValue: '12.50',
        rentalPrice: null,
        rentalUnit: 'day',
        description: null,
      },
      expect.anything(),
    );
  });

  it('says a blank quantity is not a whole number', async () => {
    const onSubmit = vi.fn();
    render(<InventoryForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.clear(screen.getByLabelText(/^Quantity/));
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
