import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { ComposeEmailForm } from './ComposeEmailForm.tsx';

const DOCUMENTS = [
  { id: 4, name: 'Timeline.pdf', fileSize: '120 KB' },
  { id: 9, name: 'Contract.pdf', fileSize: '1.5 MB' },
];

function renderForm(
  onSubmit = vi.fn(),
  options: { documents: typeof DOCUMENTS | undefined } = { documents: DOCUMENTS },
) {
  render(
    <ComposeEmailForm
      to="maya@harborandvine.com"
      documents={options.documents}
      documentsHint="Documents of this client with a file stored here."
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe('ComposeEmailForm', () => {
  it("starts with the client's address and asks for the subject and the message", async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('textbox', { name: /^To/ })).toHaveValue('maya@harborandvine.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the address', async () => {
    const onSubmit = renderForm();
    const to = screen.getByRole('textbox', { name: /^To/ });
    await userEvent.clear(to);
    await userEvent.type(to, 'maya at harbor');
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Timeline');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was typed with the ticked documents', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Your timeline');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Message/ }),
      'Dear Maya,{enter}{enter}Attached.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contract.pdf (1.5 MB)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        to: 'maya@harborandvine.com',
        subject: 'Your timeline',
        message: 'Dear Maya,\n\nAttached.',
        documentIds: [9],
        templateId: null,
        fromTemplate: null,
      },
      expect.anything(),
    );
  });

  it('says when there is no document to attach', () => {
    renderForm(vi.fn(), { documents: [] });
    expect(screen.getByText('No documents with a file stored here.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so while the documents load', () => {
    renderForm(vi.fn(), { documents: undefined });
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('fills in the subject and the message from the template chosen, merged for this client', async () => {
    const onSubmit = vi.fn();
    const merged = {
      subject: 'Checking in about the Lopez wedding',
      html: '<p>Hi Maya,</p><p>Anything to change?</p>',
      text: 'Hi Maya,\n\nAnything to change?',
    };
    const mergeTemplate = vi.fn(async () => merged);
    render(
      <ComposeEmailForm
        to="maya@harborandvine.com"
        documents={DOCUMENTS}
        documentsHint="Documents of this client with a file stored here."
        templates={[{ id: 3, name: 'Event check-in' }]}
        mergeTemplate={mergeTemplate}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Event check-in' }));
    expect(mergeTemplate).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('textbox', { name: /^Subject/ })).toHaveValue(merged.subject);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(merged.text);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ templateId: '3', fromTemplate: { text: merged.text, html: merged.html } }),
      expect.anything(),
    );
  });

  it('asks before a template replaces what was typed, and keeps it on Cancel', async () => {
    const merged = { subject: 'Checking in', html: '<p>Hi Maya,</p>', text: 'Hi Maya,' };
    const mergeTemplate = vi.fn(async () => merged);
    render(
      <ComposeEmailForm
        to="maya@harborandvine.com"
        documents={DOCUMENTS}
        documentsHint="Documents of this client with a file stored here."
        templates={[{ id: 3, name: 'Event check-in' }]}
        mergeTemplate={mergeTemplate}
        saving={false}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    await userEvent.type(subject, 'About Saturday');
    await userEvent.click(screen.getByRole('combobox', { name: /^Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Event check-in' }));
    const ask = await screen.findByRole('dialog', { name: 'Replace what you wrote?' });
    expect(ask).toHaveTextContent('The template replaces the subject and the message you have typed.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(subject).toHaveValue('About Saturday');
    expect(mergeTemplate).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /^Template/ })).toHaveValue('');

    await userEvent.click(screen.getByRole('combobox', { name: /^Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Event check-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(await screen.findByDisplayValue('Checking in')).toBe(subject);
    expect(mergeTemplate).toHaveBeenCalledWith(3);
  });
});
