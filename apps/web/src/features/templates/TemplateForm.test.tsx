import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { TemplateForm } from './TemplateForm.tsx';

function renderForm(onSubmit = vi.fn()) {
  render(<TemplateForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('TemplateForm', () => {
  it('shows the spec messages for every required field', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    for (const message of [
      'Name is required',
      'Category is required',
      'Please enter a valid URL',
      'File name is required',
      'File type is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a file URL that is not a URL', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^File URL/ }), 'proposal.docx');
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with blank tags dropped and no size as null', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Event Proposal');
    await choose(/^Category/, 'proposal');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^File URL/ }),
      'https://files.example.com/p.docx',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^File name/ }), 'p.docx');
    await choose(/^File type/, 'docx');
    await userEvent.type(screen.getByRole('textbox', { name: /^Tags/ }), 'sales, , events,');
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Event Proposal',
        category: 'proposal',
        description: null,
        fileUrl: 'https://files.example.com/p.docx',
        fileName: 'p.docx',
        fileType: 'docx',
        fileSize: null,
        tags: ['sales', 'events'],
        isActive: true,
      },
      expect.anything(),
    );
  });

  it('sends a typed size as a number of bytes', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Invoice');
    await choose(/^Category/, 'invoice');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^File URL/ }),
      'https://files.example.com/i.xlsx',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^File name/ }), 'i.xlsx');
    await choose(/^File type/, 'xlsx');
    await userEvent.type(screen.getByRole('textbox', { name: /^File size/ }), '20480');
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fileSize: 20480, tags: [] }),
      expect.anything(),
    );
  });
});
