import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { DocumentUploader } from './DocumentUploader.tsx';

const pdf = () => new File(['%PDF-1.4 tiny'], 'contract.pdf', { type: 'application/pdf' });

describe('DocumentUploader', () => {
  it('asks for files when Upload Files is pressed with none selected', async () => {
    const onUpload = vi.fn();
    render(<DocumentUploader uploading={false} onUpload={onUpload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByText('Please select files to upload')).toBeVisible();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('warns when a dropped file is refused and keeps the accepted ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<DocumentUploader uploading={false} onUpload={vi.fn()} />);
    const script = new File(['echo hi'], 'run.sh', { type: 'application/x-sh' });
    await user.upload(screen.getByLabelText('Drop files to upload'), [pdf(), script]);
    expect(
      await screen.findByText(
        'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('contract.pdf');
    expect(screen.queryByText(/run\.sh/)).toBeNull();
  });

  it('refuses a dropped file over 10 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<DocumentUploader uploading={false} onUpload={vi.fn()} />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Drop files to upload'), big);
    expect(await screen.findByText(/Some files were not added/)).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('sends the selected files with the category and description, and removes a file on request', async () => {
    const onUpload = vi.fn().mockResolvedValue([]);
    const user = userEvent.setup({ applyAccept: false });
    render(<DocumentUploader uploading={false} onUpload={onUpload} />);
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Drop files to upload'), [pdf(), notes]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'contracts' }));
    await user.type(screen.getByLabelText('Description (optional)'), 'Signed copy');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    const request = onUpload.mock.calls[0]![0];
    expect(request.category).toBe('contracts');
    expect(request.description).toBe('Signed copy');
    expect(request.files.map((f: File) => f.name)).toEqual(['contract.pdf']);
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });
});
