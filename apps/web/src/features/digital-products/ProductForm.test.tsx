import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { ProductForm } from './ProductForm.tsx';

describe('ProductForm', () => {
  it('shows the required messages and does not submit an empty form', async () => {
    const onSubmit = vi.fn();
    render(<ProductForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    // name, description, price and category
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a file link that is not a URL, then submits the parsed values', async () => {
    const onSubmit = vi.fn();
    render(<ProductForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Product name/), 'Budget Template');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Every cost line');
    await userEvent.type(screen.getByLabelText(/^Price/), '29.9');
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Templates' }));
    await userEvent.type(screen.getByLabelText(/^File URL/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Must be a URL or a path starting with /')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^File URL/));
    await userEvent.type(screen.getByLabelText(/^File URL/), 'https://files.example.com/budget.xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Budget Template',
        description: 'Every cost line',
        price: '29.90',
        category: 'Templates',
        status: 'active',
        fileUrl: 'https://files.example.com/budget.xlsx',
        imageUrl: null,
      },
      expect.anything(),
    );
  });
});
