/*
 * The time zone picker's list and search. A zone is stored by its IANA name, but people look for their
 * city ("Portland", which names no zone), their region's name ("Pacific", as in Pacific Time) or the
 * name itself: each zone is found by its name's parts, its exemplar city, a few well-known cities it
 * covers, its generic long name ("Pacific Time") and its current offset ("GMT-08:00").
 */

/**
 * Well-known cities that name no zone, by the zone they keep. The runtime may list a zone under its
 * older name (Asia/Calcutta, Europe/Kiev, Asia/Saigon), so both spellings are keys.
 */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  'America/Los_Angeles': [
    'Portland',
    'San Francisco',
    'Seattle',
    'San Diego',
    'San Jose',
    'Las Vegas',
    'Sacramento',
  ],
  'America/Denver': ['Salt Lake City', 'Albuquerque', 'Colorado Springs'],
  'America/Phoenix': ['Tucson', 'Arizona'],
  'America/Chicago': [
    'Dallas',
    'Houston',
    'Austin',
    'San Antonio',
    'Minneapolis',
    'Nashville',
    'New Orleans',
    'Kansas City',
    'St. Louis',
    'Milwaukee',
  ],
  'America/New_York': [
    'Boston',
    'Washington',
    'Philadelphia',
    'Atlanta',
    'Miami',
    'Orlando',
    'Charlotte',
    'Pittsburgh',
    'Baltimore',
  ],
  'America/Toronto': ['Ottawa', 'Montreal', 'Quebec City'],
  'America/Vancouver': ['Victoria'],
  'America/Edmonton': ['Calgary'],
  'America/Mexico_City': ['Guadalajara', 'Monterrey'],
  'America/Sao_Paulo': ['Rio de Janeiro', 'Brasilia'],
  'Pacific/Honolulu': ['Hawaii'],
  'Europe/London': ['Manchester', 'Birmingham', 'Edinburgh', 'Glasgow'],
  'Europe/Dublin': ['Cork'],
  'Europe/Paris': ['Lyon', 'Marseille', 'Nice', 'Bordeaux'],
  'Europe/Berlin': ['Munich', 'Frankfurt', 'Hamburg', 'Cologne'],
  'Europe/Madrid': ['Barcelona', 'Valencia', 'Seville'],
  'Europe/Rome': ['Milan', 'Florence', 'Venice', 'Naples'],
  'Europe/Zurich': ['Geneva', 'Basel', 'Bern'],
  'Europe/Amsterdam': ['Rotterdam', 'The Hague'],
  'Europe/Kiev': ['Kyiv'],
  'Europe/Kyiv': ['Kyiv'],
  'Europe/Moscow': ['Saint Petersburg'],
  'Asia/Calcutta': ['Kolkata', 'Mumbai', 'Delhi', 'Bangalore', 'Chennai'],
  'Asia/Kolkata': ['Mumbai', 'Delhi', 'Bangalore', 'Chennai'],
  'Asia/Shanghai': ['Beijing', 'Shenzhen', 'Guangzhou'],
  'Asia/Tokyo': ['Osaka', 'Kyoto'],
  'Asia/Saigon': ['Ho Chi Minh City'],
  'Asia/Ho_Chi_Minh': ['Saigon'],
  'Asia/Bangkok': ['Hanoi'],
  'Asia/Jerusalem': ['Tel Aviv'],
  'Asia/Dubai': ['Abu Dhabi'],
  'Asia/Katmandu': ['Kathmandu'],
  'Asia/Rangoon': ['Yangon'],
  'Australia/Sydney': ['Canberra'],
  'Pacific/Auckland': ['Wellington', 'Christchurch'],
  'Africa/Johannesburg': ['Cape Town', 'Pretoria', 'Durban'],
};

/** The runtime's IANA zones, UTC among them, with `current` first in line if the runtime lacks it. */
export function timeZoneOptions(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = known.includes('UTC') ? known : ['UTC', ...known];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** What a zone is called now: its offset from GMT ('GMT-08:00') and generic name ('Pacific Time'). */
export type ZoneDescription = { offset: string; name: string };

/** Formatters are costly (two per zone): each zone's description is kept for the hour it was made in. */
const descriptions = new Map<string, { hour: number; description: ZoneDescription }>();

function zonePart(zone: string, style: 'longOffset' | 'longGeneric', at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The zone's offset and generic long name at `at` (the offset moves with daylight saving time). */
export function describeTimeZone(zone: string, at: Date = new Date()): ZoneDescription {
  const hour = Math.floor(at.getTime() / 3_600_000);
  const kept = descriptions.get(zone);
  if (kept?.hour === hour) return kept.description;
  const description = { offset: zonePart(zone, 'longOffset', at), name: zonePart(zone, 'longGeneric', at) };
  descriptions.set(zone, { hour, description });
  return description;
}

/** 'GMT-08:00 · Pacific Time'; the offset alone where the runtime has no name but the offset. */
export function timeZoneCaption(zone: string, at: Date = new Date()): string {
  const { offset, name } = describeTimeZone(zone, at);
  return [offset, name].filter((part, i, all) => part && all.indexOf(part) === i).join(' · ');
}

/** Lower case, accents and punctuation gone ('São_Paulo' and 'sao paulo' alike); offsets keep + - :. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .replace(/[^\p{L}\p{N}+\-:]+/gu, ' ')
    .trim();
}

/** The cities a zone is known by: its exemplar city (the name's last part), then the well-known ones. */
function citiesOf(zone: string): string[] {
  const exemplar = zone.split('/').at(-1) ?? zone;
  return [exemplar, ...(CITIES[zone] ?? [])].map(normalize);
}

/**
 * How well a zone answers the query, best first: 0 a city or the name itself, 1 a city beginning with
 * it, 2 any word beginning with it, 3 every word of it somewhere; undefined when some word is nowhere.
 */
function rank(zone: string, query: string, words: readonly string[], at: Date): number | undefined {
  const cities = citiesOf(zone);
  const { offset, name } = describeTimeZone(zone, at);
  const fields = [normalize(zone), ...cities, normalize(name), normalize(offset)];
  const text = ` ${fields.join(' | ')}`;
  if (!words.every((word) => text.includes(word))) return undefined;
  if (normalize(zone) === query || cities.includes(query)) return 0;
  if (cities.some((city) => city.startsWith(query))) return 1;
  if (text.includes(` ${query}`)) return 2;
  return 3;
}

/**
 * The zones of `zones` a query finds, best matches first and otherwise in the given order: all of them
 * for an empty query. 'Portland' finds America/Los_Angeles; 'Pacific' finds the zones on Pacific Time
 * and the Pacific/… ones.
 */
export function searchTimeZones(query: string, zones: readonly string[], at: Date = new Date()): string[] {
  const normalized = normalize(query);
  if (!normalized) return [...zones];
  const words = normalized.split(' ');
  return zones
    .map((zone, index) => ({ zone, index, rank: rank(zone, normalized, words, at) }))
    .filter((match): match is { zone: string; index: number; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((match) => match.zone);
}

/** The zone this browser is in (an IANA name), or undefined when the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** True when two names are the same zone to the runtime ('Etc/UTC' and 'UTC', 'Asia/Kolkata' and 'Asia/Calcutta'). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  const canonical = (zone: string) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return zone;
    }
  };
  return canonical(a) === canonical(b);
}
