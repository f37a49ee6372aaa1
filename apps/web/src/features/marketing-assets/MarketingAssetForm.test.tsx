import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { MarketingAssetForm } from './MarketingAssetForm.tsx';

function renderForm(onSubmit = vi.fn()) {
  render(<MarketingAssetForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

describe('MarketingAssetForm', () => {
  it('requires a name, a type and a category', async () => {
    const onSubmit = renderForm();
    // Choosing the selected option again deselects it.
    await userEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'logo' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'brand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Type is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a malformed hex color', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Purple');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hex color' }), 'purple');
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(await screen.findByText('Invalid hex color')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends empty optional values and empty tags as null, tags split on commas', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Primary logo');
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'Primary logo',
        type: 'logo',
        category: 'brand',
        description: null,
        hexColor: null,
        tags: null,
        isActive: true,
      }),
      expect.anything(),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Tags/ }), ' dark, ,print ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ tags: ['dark', 'print'] }),
      expect.anything(),
    );
  });
});
