import { type MergeField, mergeTag } from '@app/domain/email-templates/email-template.schema.ts';

/**
 * `field`'s tag typed into `text` where the selection was (replacing what it selected), and where the
 * caret goes after it: the subject's "Insert field".
 */
export function insertMergeField(
  text: string,
  selection: { start: number; end: number },
  field: MergeField,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const tag = mergeTag(field);
  return { text: `${text.slice(0, start)}${tag}${text.slice(end)}`, caret: start + tag.length };
}

/** The editor's HTML as the form keeps it: an empty document ('<p></p>') is no body at all. */
export function bodyHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}
