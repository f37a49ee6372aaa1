import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { VendorForm } from './VendorForm.tsx';

describe('VendorForm', () => {
  it('asks for the required fields', async () => {
    const onSubmit = vi.fn();
    render(<VendorForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findAllByText('Please fill in required fields')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends specialties as a list, the chosen rating and the defaults', async () => {
    const onSubmit = vi.fn();
    render(<VendorForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bloom Florists');
    await userEvent.type(screen.getByRole('textbox', { name: /^Contact name/ }), 'Flora');
    await userEvent.type(screen.getByRole('textbox', { name: /^Contact email/ }), 'flora@bloom.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Specialties' }), 'roses, peonies,, ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rating: 0,
        category: 'catering',
        priceRange: 'medium',
        status: 'active',
        isPreferred: false,
        specialties: ['roses', 'peonies'],
      }),
    );
    // The star the user clicks is the radio's label.
    const fourStars = screen.getByRole('radio', { name: '4' }) as HTMLInputElement;
    await userEvent.click(fourStars.labels![0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ rating: 4 }));
  });
});
