import { describe, expect, it } from 'vitest';
import { sameTimeZone, searchTimeZones, timeZoneCaption, timeZoneOptions } from './time-zones.ts';

// The time zone picker's search: a query to the zones it finds, over the runtime's own list. A winter
// instant, so the offsets are standard time's.
const AT = new Date('2026-01-15T12:00:00Z');
const ZONES = timeZoneOptions('UTC');
const search = (query: string) => searchTimeZones(query, ZONES, AT);

describe('searchTimeZones', () => {
  it('finds a zone by a city that names no zone', () => {
    expect(search('Portland')).toEqual(['America/Los_Angeles']);
    expect(search('mumbai')).toEqual([expect.stringMatching(/^Asia\/(Calcutta|Kolkata)$/)]);
    // The city first, then zones where the words merely appear.
    expect(search('St. Louis')[0]).toBe('America/Chicago');
  });

  it("finds a zone by its name's parts, its exemplar city, accents and case aside", () => {
    expect(search('los angeles')).toEqual(['America/Los_Angeles']);
    expect(search('America/Los_Angeles')).toEqual(['America/Los_Angeles']);
    expect(search('São Paulo')).toEqual(['America/Sao_Paulo']);
    expect(search('PARIS')).toEqual(['Europe/Paris']);
    expect(search('utc')).toEqual(['UTC']);
  });

  it('finds by region: the zones on Pacific Time and the Pacific/… ones, nothing else', () => {
    const found = search('Pacific');
    expect(found).toEqual(
      expect.arrayContaining(['America/Los_Angeles', 'America/Vancouver', 'Pacific/Auckland']),
    );
    expect(found).not.toContain('Europe/Paris');
    expect(found).not.toContain('America/New_York');
    for (const zone of found) expect(`${zone} ${timeZoneCaption(zone, AT)}`).toMatch(/Pacific/);
  });

  it('finds by offset, puts a city beginning with the query before other matches, and finds nothing for nonsense', () => {
    expect(search('GMT-08:00')).toContain('America/Los_Angeles');
    expect(search('GMT-08:00')).not.toContain('America/Denver');
    const par = search('par');
    expect(par).toContain('Europe/Paris');
    expect(par.indexOf('Europe/Paris')).toBeLessThan(par.indexOf('America/Asuncion'));
    expect(search('xyzzy')).toEqual([]);
  });

  it('answers every zone, in order, to an empty query', () => {
    expect(search('  ')).toEqual(ZONES);
  });
});

describe('the zone list and its captions', () => {
  it('lists UTC, and the current zone even when the runtime lacks it', () => {
    expect(timeZoneOptions('UTC')).toContain('UTC');
    expect(timeZoneOptions('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });

  it("says the zone's offset and generic name", () => {
    expect(timeZoneCaption('America/Los_Angeles', AT)).toBe('GMT-08:00 · Pacific Time');
    expect(timeZoneCaption('America/Los_Angeles', new Date('2026-07-15T12:00:00Z'))).toBe(
      'GMT-07:00 · Pacific Time',
    );
  });

  it('knows two names of one zone', () => {
    expect(sameTimeZone('Etc/UTC', 'UTC')).toBe(true);
    expect(sameTimeZone('Europe/Paris', 'UTC')).toBe(false);
  });
});
