import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CampaignMetricsForm } from './CampaignMetricsForm.tsx';

const campaign = { reach: 1000, engagement: 120, conversions: 4 };

function renderForm(onSubmit = vi.fn()) {
  render(<CampaignMetricsForm campaign={campaign} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

async function typeInto(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('CampaignMetricsForm', () => {
  it('starts from the campaign figures', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Reach' })).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: 'Conversions' })).toHaveValue('4');
  });

  it('refuses negative figures with the spec messages', async () => {
    const onSubmit = renderForm();
    for (const label of ['Reach', 'Engagement', 'Conversions', 'Clicks', 'Impressions', 'Cost']) {
      await typeInto(label, '-1');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Update Metrics' }));
    for (const message of [
      'Reach must be positive',
      'Engagement must be positive',
      'Conversions must be positive',
      'Clicks must be positive',
      'Impressions must be positive',
      'Cost must be positive',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts clicks, impressions and cost from the latest update', () => {
    render(
      <CampaignMetricsForm
        campaign={campaign}
        latest={{ clicks: 610, impressions: 15400, cost: '1180.00' }}
        saving={false}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Clicks' })).toHaveValue('610');
    expect(screen.getByRole('textbox', { name: 'Impressions' })).toHaveValue('15400');
    expect(screen.getByRole('textbox', { name: 'Cost' })).toHaveValue('1180.00');
  });

  it('sends the cost as money, to the cent', async () => {
    const onSubmit = renderForm();
    await typeInto('Cost', '1180.5');
    await typeInto('Impressions', '15400');
    await userEvent.click(screen.getByRole('button', { name: 'Update Metrics' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ cost: '1180.50', impressions: 15400 }),
      expect.anything(),
    );
  });

  it('treats an emptied field as 0 and submits every collected figure', async () => {
    const onSubmit = renderForm();
    await typeInto('Reach', '2500');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Engagement' }));
    await typeInto('Clicks', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Update Metrics' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { reach: 2500, engagement: 0, conversions: 4, clicks: 40, impressions: 0, cost: '0.00', notes: null },
      expect.anything(),
    );
  });
});
