import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  ZMarketingAsset,
  ZMarketingAssetCreateInput,
  ZMarketingAssetListInput,
  ZMarketingAssetUpdateInput,
} from './marketing-asset.schema.ts';

describe('ZMarketingAssetCreateInput', () => {
  it('defaults active and no tags, and requires type and category (spec §3: no default on the API)', () => {
    expect(ZMarketingAssetCreateInput.parse({ name: 'Main logo', type: 'logo', category: 'brand' })).toEqual({
      name: 'Main logo',
      type: 'logo',
      category: 'brand',
      tags: [],
      isActive: true,
    });
    expect(issuesByPath(ZMarketingAssetCreateInput, { name: 'Main logo' })).toEqual({
      type: ['Type is required'],
      category: ['Category is required'],
    });
  });

  it('uses the asset messages', () => {
    expect(issuesByPath(ZMarketingAssetCreateInput, { name: '', type: '', category: '' })).toEqual({
      name: ['Name is required'],
      type: ['Type is required'],
      category: ['Category is required'],
    });
  });

  it('sends empty optional values as null and tags null as an empty list', () => {
    const parsed = ZMarketingAssetCreateInput.parse({
      name: 'Primary',
      type: 'color',
      category: 'brand',
      hexColor: '#FF8800',
      fontFamily: '',
      tags: null,
    });
    expect(parsed).toMatchObject({ hexColor: '#FF8800', fontFamily: null, tags: [] });
  });

  it('checks the hex colour', () => {
    expect(
      issuesByPath(ZMarketingAssetCreateInput, {
        name: 'x',
        type: 'color',
        category: 'brand',
        hexColor: 'orange',
      }),
    ).toEqual({
      hexColor: ['Invalid hex color'],
    });
    expect(
      ZMarketingAssetCreateInput.parse({ name: 'x', type: 'color', category: 'brand', hexColor: '#abc' })
        .hexColor,
    ).toBe('#abc');
  });
});

describe('ZMarketingAssetUpdateInput', () => {
  it('does not reset type or category', () => {
    expect(ZMarketingAssetUpdateInput.parse({ description: 'Dark variant' })).toEqual({
      description: 'Dark variant',
    });
  });
});

describe('ZMarketingAsset', () => {
  it('parses a row', () => {
    const parsed = ZMarketingAsset.parse({
      ...ROW,
      name: 'Headline font',
      type: 'font',
      category: 'web',
      description: null,
      fileUrl: null,
      hexColor: null,
      fontFamily: 'Inter',
      fontSize: '16px',
      dimensions: null,
      fileSize: null,
      format: null,
      tags: [],
      isActive: true,
      usageNotes: null,
    });
    expect(parsed.fontFamily).toBe('Inter');
  });
});

describe('ZMarketingAssetListInput', () => {
  it('filters by type and category', () => {
    expect(ZMarketingAssetListInput.parse({ type: 'font', category: 'all' })).toMatchObject({ type: 'font' });
  });
});
