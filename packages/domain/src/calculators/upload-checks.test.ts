import { describe, expect, it } from 'vitest';
import { imageUploadProblem, isAcceptedDocumentDrop } from './upload-checks.ts';

const MB = 1024 * 1024;

describe('isAcceptedDocumentDrop', () => {
  it('keeps the listed types up to 10 MB', () => {
    expect(isAcceptedDocumentDrop({ type: 'application/pdf', size: 10 * MB })).toBe(true);
    expect(isAcceptedDocumentDrop({ type: 'image/gif', size: 1 })).toBe(true);
    expect(
      isAcceptedDocumentDrop({
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 1,
      }),
    ).toBe(true);
  });

  it('rejects other types and larger files', () => {
    expect(isAcceptedDocumentDrop({ type: 'application/pdf', size: 10 * MB + 1 })).toBe(false);
    expect(isAcceptedDocumentDrop({ type: 'application/zip', size: 1 })).toBe(false);
    expect(isAcceptedDocumentDrop({ type: 'image/webp', size: 1 })).toBe(false);
    expect(isAcceptedDocumentDrop({ type: '', size: 1 })).toBe(false);
    expect(isAcceptedDocumentDrop({ type: 'toString', size: 1 })).toBe(false);
  });
});

describe('imageUploadProblem', () => {
  it('accepts images smaller than 5MB', () => {
    expect(imageUploadProblem({ type: 'image/png', size: 5 * MB - 1 })).toBeNull();
  });

  it('flags size and type', () => {
    expect(imageUploadProblem({ type: 'image/png', size: 5 * MB })).toBe('tooLarge');
    expect(imageUploadProblem({ type: 'application/pdf', size: 10 })).toBe('invalidType');
  });
});
