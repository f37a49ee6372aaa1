import { AUDITED_TABLES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { AUDIT_TABLE_OPTIONS, describeChanges, describeRecord } from './describe-change.ts';

describe('audit entry descriptions', () => {
  it('names the record', () => {
    expect(describeRecord({ tableName: 'clients', recordId: '12' })).toBe('Client #12');
    expect(describeRecord({ tableName: 'company_settings', recordId: 'true' })).toBe('Company settings');
  });

  it('labels every audited table, and offers each as a filter option', () => {
    const options = new Map(AUDIT_TABLE_OPTIONS.map((o) => [o.value, o.label]));
    for (const table of AUDITED_TABLES) {
      expect(options.get(table), table).toBeTruthy();
      expect(options.get(table), table).not.toBe(table);
      expect(describeRecord({ tableName: table, recordId: '3' })).not.toContain(table);
    }
    expect(AUDIT_TABLE_OPTIONS).toHaveLength(AUDITED_TABLES.length + 1);
    expect(describeRecord({ tableName: 'reservations', recordId: '5' })).toBe('Equipment reservation #5');
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
