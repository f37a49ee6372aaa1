import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CampaignForm } from './CampaignForm.tsx';

describe('CampaignForm', () => {
  it('requires a name, a type and a description', async () => {
    const onSubmit = vi.fn();
    render(<CampaignForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date and a negative budget', async () => {
    const onSubmit = vi.fn();
    render(<CampaignForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Spring');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Newsletter');
    await userEvent.type(screen.getByLabelText('Start date'), '2026-05-10');
    await userEvent.type(screen.getByLabelText('End date'), '2026-05-01');
    await userEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('End date'));
    await userEvent.clear(screen.getByLabelText('Budget'));
    await userEvent.type(screen.getByLabelText('Budget'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Budget must be positive')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the campaign with blank dates as null and the budget as money text', async () => {
    const onSubmit = vi.fn();
    render(<CampaignForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Spring Launch');
    await userEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'social' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Reels for venues');
    await userEvent.clear(screen.getByLabelText('Budget'));
    await userEvent.type(screen.getByLabelText('Budget'), '250.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Spring Launch',
        type: 'social',
        description: 'Reels for venues',
        status: 'draft',
        startDate: null,
        endDate: null,
        budget: '250.50',
        valuePerConversion: '100.00',
      },
      expect.anything(),
    );
  });

  it("edits the value per conversion the ROI credits, the spec's 100 by default, and refuses a negative one", async () => {
    const onSubmit = vi.fn();
    render(<CampaignForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const value = screen.getByLabelText(/^Value per conversion/);
    expect(value).toHaveValue(100);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Open House');
    await userEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'email' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Tours');
    await userEvent.clear(value);
    await userEvent.type(value, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Value per conversion must be positive')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ valuePerConversion: '150.00' }),
      expect.anything(),
    );
  });
});
