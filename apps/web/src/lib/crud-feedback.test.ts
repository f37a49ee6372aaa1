import { MESSAGES } from '@app/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { crudFeedback } from './crud-feedback.ts';
import { toastSuccess } from './toast.ts';

vi.mock('./toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const dialog = (idempotencyKey: string) => ({
  close: vi.fn(),
  showConflict: vi.fn(),
  showIssues: vi.fn(),
  idempotencyKey,
});

describe('crudFeedback', () => {
  beforeEach(() => {
    vi.mocked(toastSuccess).mockClear();
  });

  it('announces the create of one dialog opening once, however many saves came back', async () => {
    const opening = dialog('a'.repeat(32));
    const refresh = vi.fn();
    const feedback = crudFeedback(MESSAGES.client, { refresh, dialog: opening });
    // Two saves from one opening: the server stored one client and answered both with it.
    await feedback.create.onSuccess();
    await feedback.create.onSuccess();
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith(MESSAGES.client.createSuccess);
    expect(opening.close).toHaveBeenCalledTimes(1);

    // The next opening has its own key and its own announcement.
    const next = crudFeedback(MESSAGES.client, { refresh, dialog: dialog('b'.repeat(32)) });
    await next.create.onSuccess();
    expect(toastSuccess).toHaveBeenCalledTimes(2);
  });

  it('announces every update (each is its own save)', async () => {
    const feedback = crudFeedback(MESSAGES.client, { refresh: vi.fn(), dialog: dialog('c'.repeat(32)) });
    await feedback.update.onSuccess();
    await feedback.update.onSuccess();
    expect(toastSuccess).toHaveBeenCalledTimes(2);
  });
});
