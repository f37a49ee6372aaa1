import { z } from 'zod';
import { LIST_ITEM_MAX, LIST_ITEMS_MAX } from '../constants.ts';

/** Splits comma-separated text into trimmed, non-empty items: 'a, b,,c ' -> ['a', 'b', 'c']. */
export function parseCommaList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Joins items for a comma-separated text input: ['a', 'b'] -> 'a, b'. */
export function formatCommaList(items: readonly string[] | null | undefined): string {
  return items ? items.join(', ') : '';
}

const ZListItems = z
  .array(z.string().max(LIST_ITEM_MAX, `Each item must be at most ${LIST_ITEM_MAX} characters`))
  .max(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} items`);

/**
 * Tags, specialties, attachments: an array of strings, each trimmed, blanks dropped. null becomes [];
 * an absent key stays absent so an update never clears the list by omission.
 */
export function stringList() {
  return z
    .array(z.string(), { error: 'Must be a list of text items' })
    .nullish()
    .transform((items) =>
      items === undefined
        ? undefined
        : (items ?? []).map((item) => item.trim()).filter((item) => item.length > 0),
    )
    .pipe(ZListItems.optional());
}

/** A string list as the API returns it. */
export const ZStringList = z.array(z.string());
