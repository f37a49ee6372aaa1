import { AUDITED_TABLE_LABELS, AUDITED_TABLES, type AuditEntry } from '@app/domain';

export const AUDIT_TABLE_OPTIONS: Array<{ value: 'all' | (typeof AUDITED_TABLES)[number]; label: string }> = [
  { value: 'all', label: 'All records' },
  ...AUDITED_TABLES.map((value) => ({ value, label: AUDITED_TABLE_LABELS[value] })),
];

/** 'clients', '12' → 'Client #12'; the single company-settings row has no number. */
export function describeRecord(entry: Pick<AuditEntry, 'tableName' | 'recordId'>): string {
  const label = (AUDITED_TABLE_LABELS as Record<string, string>)[entry.tableName] ?? entry.tableName;
  return entry.tableName === 'company_settings' ? label : `${label} #${entry.recordId}`;
}

/** 'contact_email' → 'contact email'. */
const fieldLabel = (column: string) => column.replaceAll('_', ' ');

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The lines that say what an entry changed: for an update one line per field ('name: Acme → Acme
 * Events'); for a create or delete the record's name or title when it has one.
 */
export function describeChanges(entry: Pick<AuditEntry, 'action' | 'changes'>): string[] {
  const changes = entry.changes as Record<string, unknown>;
  if (entry.action === 'view') return ['Viewed the portal as its client sees it'];
  if (entry.action === 'import') {
    const created = Array.isArray(changes.created) ? changes.created.length : 0;
    const updated = Array.isArray(changes.updated) ? changes.updated.length : 0;
    return [`Imported ${show(changes.file)}: ${created} created, ${updated} updated`];
  }
  if (entry.action === 'update') {
    return Object.entries(changes).map(([column, change]) => {
      if (change === '[redacted]') return `${fieldLabel(column)} changed`;
      const { from, to } = change as { from: unknown; to: unknown };
      return `${fieldLabel(column)}: ${show(from)} → ${show(to)}`;
    });
  }
  const name =
    changes.name ?? changes.title ?? changes.username ?? changes.description ?? changes.company_name;
  const verb = entry.action === 'create' ? 'Created' : 'Deleted';
  return [name ? `${verb} “${show(name)}”` : verb];
}
