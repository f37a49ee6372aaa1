import { describe, expect, it } from 'vitest';
import { fileTypeOf, openFileHref, visibleTags } from './template-files.ts';

describe('fileTypeOf', () => {
  it('reads the template file type from the extension', () => {
    expect(fileTypeOf('Proposal.DOCX')).toBe('docx');
    expect(fileTypeOf('welcome.htm')).toBe('html');
    expect(fileTypeOf('photo.png')).toBeNull();
    expect(fileTypeOf('README')).toBeNull();
  });
});

describe('openFileHref', () => {
  const origin = 'http://127.0.0.1:4302';
  it('asks for stored files inline', () => {
    const url = `${origin}/api/files/0b7c1c52-1a4e-4b8f-9d55-3f4e3c2a1b0d`;
    expect(openFileHref(url, origin)).toBe(`${url}?disposition=inline`);
  });
  it('leaves other links alone', () => {
    expect(openFileHref('https://files.example.com/a.pdf', origin)).toBe('https://files.example.com/a.pdf');
  });
});

describe('visibleTags', () => {
  it('shows at most three tags then +N', () => {
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2' });
  });
});
