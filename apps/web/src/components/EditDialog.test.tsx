import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { EditDialog } from './EditDialog.tsx';

const base = {
  opened: true,
  requestClose: () => {},
  channel: { setDirty: () => {}, issues: [] },
  reloading: false,
};

describe('EditDialog', () => {
  it('shows the form under its title', () => {
    render(
      <EditDialog dialog={{ ...base, conflict: null }} title="Edit Client">
        <p>the form</p>
      </EditDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Client' })).toHaveTextContent('the form');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a stale save says why and offers Reload', async () => {
    const reload = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(
      <EditDialog
        dialog={{ ...base, reload, conflict: { message: 'Changed by someone else', stale: false } }}
        title="Edit"
      >
        <p>the form</p>
      </EditDialog>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Changed by someone else');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    rerender(
      <EditDialog
        dialog={{ ...base, reload, conflict: { message: 'Changed by someone else', stale: true } }}
        title="Edit"
      >
        <p>the form</p>
      </EditDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
