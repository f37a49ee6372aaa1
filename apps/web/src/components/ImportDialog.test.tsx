import type { ImportResult } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { ImportDialog } from './ImportDialog.tsx';

// The dialog's steps against a fake server: what it sends (mapping, dryRun, Idempotency-Key) and what
// it shows of the answers. The XMLHttpRequest itself is lib/upload.ts's, covered by the e2e spec.

const calls = vi.hoisted(() => ({
  sendFile: vi.fn(),
  invalidated: [] as string[],
  toasts: [] as string[],
}));

vi.mock('../lib/upload.ts', async (original) => ({
  ...(await original<typeof import('../lib/upload.ts')>()),
  sendFile: calls.sendFile,
}));
vi.mock('../lib/toast.ts', () => ({
  toastSuccess: (message: string) => calls.toasts.push(message),
  toastError: vi.fn(),
}));
vi.mock('../lib/trpc.ts', () => {
  const invalidate = (name: string) => ({ invalidate: async () => void calls.invalidated.push(name) });
  const utils = { clients: invalidate('clients'), dashboard: { stats: invalidate('dashboard.stats') } };
  return { trpc: { useUtils: () => utils } };
});

const { UploadRefused } = await import('../lib/upload.ts');

const answer = (over: Partial<ImportResult> = {}): ImportResult => ({
  dryRun: true,
  resource: 'clients',
  rows: 2,
  create: 1,
  update: 1,
  errors: [],
  errorCount: 0,
  refusedRows: 0,
  mapping: [
    { header: 'Name', field: 'name' },
    { header: 'Email', field: 'contactEmail' },
  ],
  unknownHeaders: [],
  separator: ';',
  ...over,
});

type Sent = {
  url: string;
  file: File;
  options: { fields?: Record<string, string>; idempotencyKey?: string };
};
const sent = (i: number) => {
  const [url, file, options] = calls.sendFile.mock.calls[i]!;
  return { url, file, options } as Sent;
};

async function pasteAndCheck(onClose = vi.fn()) {
  const user = userEvent.setup();
  render(<ImportDialog path="clients" opened onClose={onClose} />);
  await user.type(
    screen.getByRole('textbox', { name: 'Or paste the CSV text' }),
    'Name;Email{enter}Acme;a@b.test',
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  return user;
}

beforeEach(() => {
  calls.sendFile.mockReset();
  calls.invalidated = [];
  calls.toasts = [];
});

describe('ImportDialog', () => {
  it('sends the pasted text as a file for a dry run and shows the report', async () => {
    calls.sendFile.mockResolvedValueOnce(answer());
    await pasteAndCheck();
    expect(await screen.findByText('1 to create')).toBeVisible();
    expect(screen.getByText('1 to update')).toBeVisible();
    const first = sent(0);
    expect(first.url).toBe('/api/imports/clients?dryRun=true');
    expect(first.file.name).toBe('pasted.csv');
    expect(await first.file.text()).toBe('Name;Email\nAcme;a@b.test');
    expect(first.options.fields).toEqual({ mapping: '{}' });
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });

  it("offers the import's template to download", () => {
    render(<ImportDialog path="clients" opened onClose={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Download a template' });
    expect(link).toHaveAttribute('href', '/api/imports/clients/template.csv');
    expect(link).toHaveAttribute('download');
  });

  it('asks for a field per unknown column and checks again with that mapping', async () => {
    calls.sendFile.mockResolvedValueOnce(
      answer({
        unknownHeaders: ['Sector', 'Notes'],
        mapping: [
          { header: 'Name', field: 'name' },
          { header: 'Sector', field: null },
          { header: 'Notes', field: null },
        ],
      }),
    );
    const user = await pasteAndCheck();
    const sector = await screen.findByRole('combobox', { name: 'Column "Sector"' });
    expect(screen.getByRole('combobox', { name: 'Column "Notes"' })).toHaveValue('Skip this column');
    await user.click(sector);
    // Name is filled by a column the server matched: not offered again.
    expect(screen.queryByRole('option', { name: 'Name' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Industry' }));
    calls.sendFile.mockResolvedValueOnce(answer());
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('1 to create')).toBeVisible();
    expect(JSON.parse(sent(1).options.fields!.mapping!)).toEqual({ Sector: 'industry', Notes: '' });
  });

  it('lists the refused rows and keeps Import disabled', async () => {
    calls.sendFile.mockResolvedValueOnce(
      answer({
        create: 1,
        update: 0,
        errors: [
          { line: 3, field: 'Contact email', message: 'Please enter a valid email address' },
          { line: 3, field: 'Status', message: 'Must be one of: active, inactive, pending' },
          { line: 4, field: '', message: 'This line has 1 cell; the header has 2' },
        ],
        errorCount: 1204,
        refusedRows: 1150,
      }),
    );
    await pasteAndCheck();
    const table = await screen.findByRole('table', { name: 'Refused rows' });
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      [
        '3',
        'Contact email: Please enter a valid email addressStatus: Must be one of: active, inactive, pending',
      ],
      ['4', 'This line has 1 cell; the header has 2'],
    ]);
    expect(screen.getByText(/Nothing was imported: 1,150 rows are refused/)).toBeVisible();
    expect(screen.getByText('The first 3 of 1,204 problems are shown.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  });

  it('imports with one Idempotency-Key across retries, then toasts, refreshes and closes', async () => {
    calls.sendFile.mockResolvedValueOnce(answer());
    const onClose = vi.fn();
    const user = await pasteAndCheck(onClose);
    const confirm = await screen.findByRole('button', { name: 'Import 2 rows' });
    calls.sendFile.mockRejectedValueOnce(new Error('The upload failed: the server could not be reached'));
    await user.click(confirm);
    expect(await screen.findByText('The upload failed: the server could not be reached')).toBeVisible();
    calls.sendFile.mockResolvedValueOnce(answer({ dryRun: false, create: 10, update: 2 }));
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, firstTry, retry] = [sent(0), sent(1), sent(2)];
    expect(firstTry.url).toBe('/api/imports/clients?dryRun=false');
    expect(firstTry.options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(retry.options.idempotencyKey).toBe(firstTry.options.idempotencyKey);
    expect(calls.toasts).toEqual(['Imported 12 clients: 10 new, 2 updated']);
    await waitFor(() => expect(calls.invalidated).toEqual(['clients', 'dashboard.stats']));
  });

  it("shows a refused confirmation's report and message, and keeps what was pasted", async () => {
    calls.sendFile.mockResolvedValueOnce(answer());
    const user = await pasteAndCheck();
    const report = answer({
      dryRun: false,
      errors: [{ line: 2, field: 'Email', message: 'Same Contact email as line 1' }],
      errorCount: 1,
      refusedRows: 1,
    });
    calls.sendFile.mockRejectedValueOnce(
      new UploadRefused('Nothing was imported: 1 row is refused', 400, {
        ...report,
        message: 'Nothing was imported: 1 row is refused',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported: 1 row is refused');
    expect(screen.getByRole('table', { name: 'Refused rows' })).toHaveTextContent(
      'Same Contact email as line 1',
    );
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('textbox', { name: 'Or paste the CSV text' })).toHaveValue(
      'Name;Email\nAcme;a@b.test',
    );
  });

  it("shows a refused file's message (413) on the first step", async () => {
    calls.sendFile.mockRejectedValueOnce(
      new UploadRefused('The file is larger than 10 MB: split it and import the parts', 413, {
        message: 'The file is larger than 10 MB: split it and import the parts',
      }),
    );
    await pasteAndCheck();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });
});
