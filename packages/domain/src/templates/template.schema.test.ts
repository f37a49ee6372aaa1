import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import { ZTemplate, ZTemplateCreateInput, ZTemplateUpdateInput } from './template.schema.ts';

const valid = {
  name: 'Invoice',
  category: 'invoice',
  fileUrl: 'https://docs.example.com/invoice.docx',
  fileName: 'invoice.docx',
  fileType: 'docx',
};

describe('ZTemplateCreateInput', () => {
  it('defaults to active with no tags', () => {
    expect(ZTemplateCreateInput.parse(valid)).toEqual({ ...valid, tags: [], isActive: true });
  });

  it('uses the template messages', () => {
    expect(issuesByPath(ZTemplateCreateInput, {})).toEqual({
      name: ['Name is required'],
      category: ['Category is required'],
      fileUrl: ['Please enter a valid URL'],
      fileName: ['File name is required'],
      fileType: ['File type is required'],
    });
    expect(issuesByPath(ZTemplateCreateInput, { ...valid, fileUrl: 'invoice.docx' })).toEqual({
      fileUrl: ['Please enter a valid URL'],
    });
  });

  it('takes an optional whole-byte file size and drops blank tags', () => {
    const parsed = ZTemplateCreateInput.parse({ ...valid, fileSize: 12_595, tags: ['billing', ' '] });
    expect(parsed).toMatchObject({ fileSize: 12_595, tags: ['billing'] });
    expect(ZTemplateCreateInput.safeParse({ ...valid, fileSize: 1.5 }).success).toBe(false);
  });

  it('ignores usageCount', () => {
    expect(ZTemplateCreateInput.parse({ ...valid, usageCount: 40 })).not.toHaveProperty('usageCount');
  });
});

describe('ZTemplateUpdateInput', () => {
  it('does not reset the active flag', () => {
    expect(ZTemplateUpdateInput.parse({ name: 'Invoice v2' })).toEqual({ name: 'Invoice v2' });
  });
});

describe('ZTemplate', () => {
  it('parses a row', () => {
    const parsed = ZTemplate.parse({
      ...ROW,
      ...valid,
      description: null,
      fileSize: null,
      tags: ['a'],
      isActive: true,
      usageCount: 2,
    });
    expect(parsed.usageCount).toBe(2);
  });
});
