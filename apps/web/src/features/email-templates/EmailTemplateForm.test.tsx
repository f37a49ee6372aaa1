import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { EmailTemplateForm } from './EmailTemplateForm.tsx';

const template = {
  id: 4,
  version: 2,
  createdAt: '2026-11-20T18:05:33.000Z',
  updatedAt: '2026-11-20T18:05:33.000Z',
  name: 'Welcome',
  purpose: 'general' as const,
  inUse: false,
  subject: 'Hello ',
  html: '<p>Dear Maya,</p>',
};

// The editor (ProseMirror) measures the page, which jsdom does not lay out: nothing to measure.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

/** The rich text editor, once its chunk has loaded. */
const body = () => screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });

describe('EmailTemplateForm', () => {
  it('asks for the name, the subject and the body', async () => {
    const onSubmit = vi.fn();
    render(<EmailTemplateForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await body();
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Body is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('inserts a merge field from the menu at the cursor, in the body and in the subject', async () => {
    const onSubmit = vi.fn();
    render(<EmailTemplateForm template={template} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const editor = await body();
    await userEvent.click(editor);
    const insert = async (label: RegExp) => {
      await userEvent.click(screen.getByRole('button', { name: 'Insert field' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    };
    // The second goes where the first left the cursor: after it.
    await insert(/Client's contact name/);
    await insert(/Event date/);
    await waitFor(() => expect(editor).toHaveTextContent('{{client.contactName}}{{event.date}}'));

    const subject = screen.getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement;
    await userEvent.click(subject);
    subject.setSelectionRange(6, 6);
    await userEvent.click(screen.getByRole('button', { name: 'Insert field into the subject' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Client name/ }));
    await waitFor(() => expect(subject).toHaveValue('Hello {{client.name}}'));

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Welcome',
      purpose: 'general',
      inUse: false,
      subject: 'Hello {{client.name}}',
      html: expect.stringContaining('{{client.contactName}}{{event.date}}'),
    });
  });

  it('offers "in use" for a purpose the product sends, and sends it', async () => {
    const onSubmit = vi.fn();
    render(
      <EmailTemplateForm
        template={{ ...template, purpose: 'invoice' }}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await body();
    await userEvent.click(screen.getByRole('switch', { name: /Use for the e-mails the product sends/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'invoice', inUse: true })),
    );
  });

  it('does not offer it for a general template', async () => {
    render(<EmailTemplateForm template={template} saving={false} onSubmit={vi.fn()} onCancel={() => {}} />);
    await body();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
