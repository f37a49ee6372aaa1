import type { ImportResourceDefinition } from '@app/domain';
import { csvLines } from '../../lib/csv-export.ts';

/**
 * The file a user fills in to import: a header row of the import's field labels (each maps back to
 * its field), with the byte order mark that makes Excel read it as UTF-8. No example row, so that a
 * template sent back unchanged creates nothing.
 */
export function importTemplate(resource: ImportResourceDefinition): string {
  return csvLines([resource.fields.map((field) => field.label)], { bom: true });
}
