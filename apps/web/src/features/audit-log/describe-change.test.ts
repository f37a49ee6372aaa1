import { describe, expect, it } from 'vitest';
import { describeChanges, describeRecord } from './describe-change.ts';

describe('audit entry descriptions', () => {
  it('names the record', () => {
    expect(describeRecord({ tableName: 'clients', recordId: '12' })).toBe('Client #12');
    expect(describeRecord({ tableName: 'company_settings', recordId: 'true' })).toBe('Company settings');
  });

  it('lists each changed field of an update, hiding secrets', () => {
    expect(
      describeChanges({
        action: 'update',
        changes: {
          contact_name: { from: 'Ann', to: 'Bea' },
          tags: { from: [], to: ['vip'] },
          password_hash: '[redacted]',
        },
      }),
    ).toEqual(['contact name: Ann → Bea', 'tags: — → vip', 'password hash changed']);
  });

  it('names what was created or deleted', () => {
    expect(describeChanges({ action: 'create', changes: { name: 'Acme', industry: 'Retail' } })).toEqual([
      'Created “Acme”',
    ]);
    expect(describeChanges({ action: 'delete', changes: { amount: '10.00' } })).toEqual(['Deleted']);
  });
});
