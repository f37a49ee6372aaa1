import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CampaignReportForm } from './CampaignReportForm.tsx';

describe('CampaignReportForm', () => {
  it('requires a title and a valid URL', async () => {
    const onSubmit = vi.fn();
    render(<CampaignReportForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Report' }));
    expect(await screen.findByText('Report title is required')).toBeInTheDocument();
    expect(screen.getByText('Valid URL required')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^File URL/ }), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Report' }));
    expect(await screen.findByText('Valid URL required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the report with a blank description as null', async () => {
    const onSubmit = vi.fn();
    render(<CampaignReportForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Report title/ }), 'Q2 numbers');
    await userEvent.click(screen.getByRole('combobox', { name: 'Report type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'quarterly' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /^File URL/ }),
      'https://files.example.com/q2.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload Report' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        title: 'Q2 numbers',
        description: null,
        reportType: 'quarterly',
        fileUrl: 'https://files.example.com/q2.pdf',
      },
      null,
    );
  });
});
