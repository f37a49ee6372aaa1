import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import { ZVendor, ZVendorCreateInput, ZVendorListInput, ZVendorUpdateInput } from './vendor.schema.ts';

const valid = { name: 'Bloom & Co', contactName: 'Rosa', contactEmail: 'rosa@bloom.test' };

describe('ZVendorCreateInput', () => {
  it('applies the vendor defaults', () => {
    expect(ZVendorCreateInput.parse(valid)).toEqual({
      ...valid,
      category: 'catering',
      specialties: [],
      rating: 0,
      priceRange: 'medium',
      isPreferred: false,
      status: 'active',
      totalContracts: 0,
      totalSpent: '0.00',
    });
  });

  it("requires name, contact name and e-mail with 'Please fill in required fields'", () => {
    expect(issuesByPath(ZVendorCreateInput, {})).toEqual({
      name: ['Please fill in required fields'],
      contactName: ['Please fill in required fields'],
      contactEmail: ['Please fill in required fields'],
    });
    expect(issuesByPath(ZVendorCreateInput, { ...valid, contactEmail: 'rosa' })).toEqual({
      contactEmail: ['Invalid email address'],
    });
  });

  it('accepts rating 0 (unrated) and 1 to 5 only', () => {
    for (const rating of [0, 1, 5])
      expect(ZVendorCreateInput.safeParse({ ...valid, rating }).success).toBe(true);
    for (const rating of [-1, 6, 2.5]) {
      expect(issuesByPath(ZVendorCreateInput, { ...valid, rating })).toEqual({
        rating: ['Rating must be 0 (not rated) or 1 to 5'],
      });
    }
  });

  it('cleans specialties and validates the website', () => {
    expect(ZVendorCreateInput.parse({ ...valid, specialties: [' weddings', ' '] }).specialties).toEqual([
      'weddings',
    ]);
    expect(issuesByPath(ZVendorCreateInput, { ...valid, website: 'bloom' })).toEqual({
      website: ['Invalid URL'],
    });
  });

  it('stores a website typed without its scheme with https:// in front', () => {
    const website = (value: string | null) => ZVendorCreateInput.parse({ ...valid, website: value }).website;
    expect(website(' bloom.example.com ')).toBe('https://bloom.example.com');
    expect(website('www.bloom.example/shop?x=1')).toBe('https://www.bloom.example/shop?x=1');
    expect(website('http://bloom.example.com')).toBe('http://bloom.example.com');
    expect(website('')).toBeNull();
    expect(ZVendorUpdateInput.parse({ website: 'bloom.example.com' })).toEqual({
      website: 'https://bloom.example.com',
    });
    expect(issuesByPath(ZVendorCreateInput, { ...valid, website: 'javascript:alert(1)' })).toEqual({
      website: ['Invalid URL'],
    });
  });
});

describe('ZVendorUpdateInput', () => {
  it('does not reset defaults', () => {
    expect(ZVendorUpdateInput.parse({ rating: 4 })).toEqual({ rating: 4 });
  });
});

describe('ZVendor', () => {
  it('parses a row', () => {
    const parsed = ZVendor.parse({
      ...ROW,
      ...valid,
      category: 'florist',
      contactPhone: null,
      address: null,
      website: null,
      specialties: ['weddings'],
      rating: 5,
      priceRange: 'luxury',
      notes: null,
      isPreferred: true,
      status: 'preferred',
      totalContracts: 3,
      totalSpent: '12000',
    });
    expect(parsed.totalSpent).toBe('12000.00');
  });
});

describe('ZVendorListInput', () => {
  it('filters by category and preferred flag', () => {
    expect(ZVendorListInput.parse({ category: 'music', isPreferred: 'true' })).toMatchObject({
      category: 'music',
      isPreferred: true,
    });
  });
});
