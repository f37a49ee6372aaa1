import { IMPORT_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of a CSV import: of the file as a whole, or of its rows (nothing imported). */
export const IMPORT_ERRORS = {
  IMPORT_NO_FILE: { status: 400, message: IMPORT_TEXTS.noFile },
  IMPORT_TOO_LARGE: { status: 413, message: IMPORT_TEXTS.tooLarge },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: IMPORT_TEXTS.tooManyRows },
  IMPORT_EMPTY: { status: 400, message: IMPORT_TEXTS.empty },
  IMPORT_NO_ROWS: { status: 400, message: IMPORT_TEXTS.noRows },
  IMPORT_NOT_TEXT: { status: 400, message: IMPORT_TEXTS.notText },
  /** csv-parse's refusal: the line it stopped near (null: none) and what it said. */
  IMPORT_NOT_CSV: {
    status: 400,
    message: (line, detail) => `The file is not valid CSV${line ? ` near line ${line}` : ''}: ${detail}`,
  },
  IMPORT_MAPPING_AFTER_FILE: { status: 400, message: IMPORT_TEXTS.mappingAfterFile },
  IMPORT_BAD_MAPPING: { status: 400, message: IMPORT_TEXTS.badMapping },
  IMPORT_DUPLICATE_HEADER: { status: 400, message: (header) => IMPORT_TEXTS.duplicateHeader(header ?? '') },
  IMPORT_DUPLICATE_FIELD: { status: 400, message: (label) => IMPORT_TEXTS.duplicateField(label ?? '') },
  /** A confirmed import with refused rows (the argument: how many), rolled back. */
  IMPORT_ROWS_REFUSED: { status: 400, message: (count) => IMPORT_TEXTS.refused(Number(count)) },
} as const satisfies Record<string, AppErrorEntry>;
