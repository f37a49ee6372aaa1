import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { BusinessInfoCard } from './BusinessInfoCard.tsx';
import { BusinessInfoForm } from './BusinessInfoForm.tsx';

describe('BusinessInfoForm', () => {
  it('asks for the required fields', async () => {
    const onSubmit = vi.fn();
    render(<BusinessInfoForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Information' }));
    expect(await screen.findAllByText('Please fill in required fields')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('splits tags on commas and sends the defaults', async () => {
    const onSubmit = vi.fn();
    render(<BusinessInfoForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Figma');
    await userEvent.type(screen.getByRole('textbox', { name: /^Value/ }), 'Team plan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost' }), '12.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), ' design, ,tools ,');
    await userEvent.click(screen.getByRole('button', { name: 'Add Information' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Figma',
        value: 'Team plan',
        category: 'software',
        type: 'credential',
        tags: ['design', 'tools'],
        cost: '12.5',
        isActive: true,
      }),
    );
  });
});

describe('BusinessInfoCard', () => {
  it('masks the password until revealed', async () => {
    const item = {
      id: 1,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Router',
      category: 'password' as const,
      type: 'credential' as const,
      value: 'Office router',
      description: null,
      username: 'admin',
      email: null,
      password: 's3cret!',
      url: null,
      expirationDate: null,
      cost: null,
      isActive: true,
      tags: [],
    };
    render(<BusinessInfoCard item={item} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.queryByText('s3cret!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show password of Router' }));
    expect(screen.getByText('s3cret!')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide password of Router' }));
    expect(screen.queryByText('s3cret!')).toBeNull();
  });
});
