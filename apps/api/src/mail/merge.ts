import { MERGE_FIELDS, type MergeField } from '@app/domain/email-templates/email-template.schema.ts';

/**
 * The merge engine of e-mail templates, logic-less on purpose: a `{{field}}` tag is replaced by the
 * field's value, and `{{#field}}…{{/field}}` keeps what it holds only when the field has a value (a
 * sentence about the client portal for a client who has one). No expression, helper or partial
 * exists, so nothing a template holds ever runs. A tag naming a field not in MERGE_FIELDS, or a field
 * without a value (no client chosen, a draft invoice's number), becomes the empty string; so does any
 * other `{{…}}` (`{{#if x}}`, `{{> partial}}`), which leaves no syntax behind to be mistaken for a
 * feature.
 *
 * Values are plain text, already formatted (money, dates: services/email-templates/merge-values.ts).
 * In the HTML body each is HTML-escaped, so a client named `<b>Evil</b>` reads as those characters and
 * never as markup; in the subject (a header, not HTML) each is inserted as it is, its line breaks
 * turned to spaces.
 */

export type MergeValues = Partial<Record<MergeField, string | null>>;

/** A tag: two braces, anything but braces, two braces. `{{{x}}}` keeps its outer braces as text. */
const TAG = /\{\{([^{}]*)\}\}/g;

const KNOWN = new Set<string>(MERGE_FIELDS.map((field) => field.key));

function fieldValue(values: MergeValues, inner: string): string {
  const name = inner.trim();
  if (!KNOWN.has(name)) return '';
  return values[name as MergeField] ?? '';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A section: `{{#field}}`, what it holds (no nested section of the same field), `{{/field}}`. Only a
 * known field opens one; anything else after `#` is an unknown tag, emptied like any other.
 */
const SECTION = /\{\{#\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}([\s\S]*?)\{\{\/\s*\1\s*\}\}/g;

/** The template with each section of a known field kept (its own tags still to merge) or dropped. */
function resolveSections(template: string, values: MergeValues): string {
  return template.replace(SECTION, (section, name: string, body: string) =>
    KNOWN.has(name) ? (fieldValue(values, name) === '' ? '' : body) : section,
  );
}

/** The subject (or any plain text) with its tags replaced by the values as they are. */
export function mergeText(template: string, values: MergeValues): string {
  return resolveSections(template, values).replace(TAG, (_tag, inner: string) =>
    fieldValue(values, inner).replace(/[\r\n]+/g, ' '),
  );
}

/** The HTML body with its tags replaced by the values, escaped. */
export function mergeHtml(template: string, values: MergeValues): string {
  return resolveSections(template, values).replace(TAG, (_tag, inner: string) =>
    escapeHtml(fieldValue(values, inner)),
  );
}
