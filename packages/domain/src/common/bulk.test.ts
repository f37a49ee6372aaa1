import { describe, expect, it } from 'vitest';
import { bulkRefusalMessage, bulkRowMessage, bulkStatusReason } from './bulk.ts';

describe('bulk refusal messages', () => {
  it('names the rows refused alike after their count and reason', () => {
    const rows = [
      { id: 1, name: 'Acme Ltd', reason: 'have financial records' },
      { id: 2, name: 'Bloom Co', reason: 'have financial records' },
    ];
    expect(bulkRefusalMessage('delete', rows, 'client', 'clients')).toBe(
      'Nothing was deleted: 2 clients have financial records: Acme Ltd, Bloom Co',
    );
    expect(bulkRowMessage(rows[0]!)).toBe('Acme Ltd has financial records');
    expect(bulkRefusalMessage('delete', rows.slice(0, 1), 'client', 'clients')).toBe(
      'Nothing was deleted: 1 client has financial records: Acme Ltd',
    );
  });

  it("names each row with its own rule's message when a status change is refused", () => {
    const reason = bulkStatusReason('in_progress');
    const rows = [
      {
        id: 1,
        name: 'Gala',
        reason,
        detail: 'Only 10 of Chairs are free on Sat, Sep 4, 2027 (30 asked for)',
      },
      { id: 2, name: 'Ball', reason, detail: 'Only 2 of Tables are free on Sun, Sep 5, 2027 (4 asked for)' },
    ];
    expect(bulkRefusalMessage('status', rows, 'event', 'events')).toBe(
      'Nothing was changed: 2 events cannot be set to in progress. Gala: Only 10 of Chairs are free on Sat, Sep 4, 2027 (30 asked for); Ball: Only 2 of Tables are free on Sun, Sep 5, 2027 (4 asked for)',
    );
    expect(bulkRowMessage(rows[1]!)).toBe(
      'Ball cannot be set to in progress: Only 2 of Tables are free on Sun, Sep 5, 2027 (4 asked for)',
    );
  });

  it('shows five names and counts the rest', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i, name: `C${i}`, reason: 'have invoices' }));
    expect(bulkRefusalMessage('delete', rows, 'client', 'clients')).toBe(
      'Nothing was deleted: 7 clients have invoices: C0, C1, C2, C3, C4 and 2 more',
    );
  });
});
