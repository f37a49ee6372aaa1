import { describe, expect, it } from 'vitest';
import { bodyHtml, insertMergeField } from './merge-fields.ts';

describe('insertMergeField', () => {
  it('puts the tag at the caret and the caret after it', () => {
    expect(insertMergeField('Hello , welcome', { start: 6, end: 6 }, 'client.contactName')).toEqual({
      text: 'Hello {{client.contactName}}, welcome',
      caret: 28,
    });
  });

  it('replaces what was selected, and appends past the end', () => {
    expect(insertMergeField('Invoice NUMBER', { start: 8, end: 14 }, 'invoice.number').text).toBe(
      'Invoice {{invoice.number}}',
    );
    expect(insertMergeField('Hi ', { start: 99, end: 120 }, 'client.name')).toEqual({
      text: 'Hi {{client.name}}',
      caret: 18,
    });
  });
});

describe('bodyHtml', () => {
  it('keeps no empty paragraph as a body', () => {
    expect(bodyHtml('<p></p>', true)).toBe('');
    expect(bodyHtml('<p>Hi</p>', false)).toBe('<p>Hi</p>');
  });
});
