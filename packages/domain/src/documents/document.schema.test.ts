import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  ZDocument,
  ZDocumentCreateInput,
  ZDocumentListInput,
  ZDocumentUpdateInput,
} from './document.schema.ts';

const valid = {
  name: 'contract.pdf',
  category: 'contracts',
  fileUrl: '/api/files/3f8a2c1e-9b7d-4e6f-8a1b-2c3d4e5f6a7b',
  fileSize: '1.5 MB',
  mimeType: 'application/pdf',
};

describe('ZDocumentCreateInput', () => {
  it('never takes uploadedBy from the body', () => {
    const parsed = ZDocumentCreateInput.parse({ ...valid, uploadedBy: 'Someone Else' });
    expect(parsed).not.toHaveProperty('uploadedBy');
  });

  it('requires name, category, file URL, size and mime type', () => {
    expect(Object.keys(issuesByPath(ZDocumentCreateInput, {})).sort()).toEqual(
      ['category', 'fileSize', 'fileUrl', 'mimeType', 'name'].sort(),
    );
  });

  it('accepts campaign-report and rejects other categories', () => {
    expect(ZDocumentCreateInput.safeParse({ ...valid, category: 'campaign-report' }).success).toBe(true);
    expect(ZDocumentCreateInput.safeParse({ ...valid, category: 'receipts' }).success).toBe(false);
  });

  it('links a stored upload by uuid', () => {
    const fileId = '3f8a2c1e-9b7d-4e6f-8a1b-2c3d4e5f6a7b';
    expect(ZDocumentCreateInput.parse({ ...valid, fileId }).fileId).toBe(fileId);
    expect(issuesByPath(ZDocumentCreateInput, { ...valid, fileId: '42' })).toEqual({
      fileId: ['Invalid file id'],
    });
  });

  it('refuses script URLs', () => {
    expect(ZDocumentCreateInput.safeParse({ ...valid, fileUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('ZDocumentUpdateInput', () => {
  it('is partial', () => {
    expect(ZDocumentUpdateInput.parse({ description: 'Signed copy' })).toEqual({
      description: 'Signed copy',
    });
  });
});

describe('ZDocument', () => {
  it('parses a row with uploadedBy and fileId', () => {
    const row = {
      ...ROW,
      ...valid,
      description: null,
      uploadedBy: 'ada',
      fileId: null,
      eventId: null,
      clientId: null,
    };
    expect(ZDocument.parse(row).uploadedBy).toBe('ada');
    expect(ZDocument.parse({ ...row, eventId: 87, clientId: 5 })).toMatchObject({ eventId: 87, clientId: 5 });
    expect(ZDocument.safeParse({ ...row, fileId: 'nope' }).success).toBe(false);
  });
});

describe('ZDocumentListInput', () => {
  it('filters by category', () => {
    expect(ZDocumentListInput.parse({ category: 'invoices' }).category).toBe('invoices');
  });

  it("filters by client (a client's documents), the id as a query string sends it", () => {
    expect(ZDocumentListInput.parse({ clientId: '12' }).clientId).toBe(12);
    expect(ZDocumentListInput.safeParse({ clientId: 'abc' }).success).toBe(false);
  });
});
