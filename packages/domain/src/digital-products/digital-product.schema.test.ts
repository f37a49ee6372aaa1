import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  ZDigitalProduct,
  ZDigitalProductCreateInput,
  ZDigitalProductUpdateInput,
} from './digital-product.schema.ts';

const valid = { name: 'Wedding checklist', description: 'Printable', category: 'Checklists', price: '12.00' };

describe('ZDigitalProductCreateInput', () => {
  it("defaults status to 'active' and requires the price (spec §3: no default on the API)", () => {
    expect(ZDigitalProductCreateInput.parse(valid)).toEqual({ ...valid, status: 'active' });
    const { price: _price, ...withoutPrice } = valid;
    expect(issuesByPath(ZDigitalProductCreateInput, withoutPrice)).toEqual({ price: ['Required'] });
  });

  it('normalises the price and rejects negatives', () => {
    expect(ZDigitalProductCreateInput.parse({ ...valid, price: 19.9 }).price).toBe('19.90');
    expect(issuesByPath(ZDigitalProductCreateInput, { ...valid, price: '-1' })).toEqual({
      price: ['Price must be positive'],
    });
  });

  it('requires name, description and a listed category', () => {
    expect(issuesByPath(ZDigitalProductCreateInput, { category: 'Ebooks' })).toEqual({
      name: ['Required'],
      description: ['Required'],
      category: ['Must be one of: Templates, Guides, Checklists, Software, Other'],
      price: ['Required'],
    });
  });

  it('ignores downloads sent by the client', () => {
    expect(ZDigitalProductCreateInput.parse({ ...valid, downloads: 100 })).not.toHaveProperty('downloads');
  });

  it('accepts URL or site-path file links and blanks them to null', () => {
    const parsed = ZDigitalProductCreateInput.parse({ ...valid, fileUrl: '/api/files/x', imageUrl: '' });
    expect(parsed).toMatchObject({ fileUrl: '/api/files/x', imageUrl: null });
    expect(ZDigitalProductCreateInput.safeParse({ ...valid, imageUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

describe('ZDigitalProductUpdateInput', () => {
  it('does not reset price or status', () => {
    expect(ZDigitalProductUpdateInput.parse({ name: 'x' })).toEqual({ name: 'x' });
  });
});

describe('ZDigitalProduct', () => {
  it('parses a row', () => {
    const parsed = ZDigitalProduct.parse({
      ...ROW,
      ...valid,
      price: '10',
      status: 'inactive',
      downloads: 3,
      fileUrl: null,
      imageUrl: null,
    });
    expect(parsed.price).toBe('10.00');
  });
});
