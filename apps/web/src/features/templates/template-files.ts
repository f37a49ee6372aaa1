import { TEMPLATE_FILE_TYPES, TEMPLATE_TAGS_SHOWN, type TemplateFileType } from '@app/domain';

/** The template file type a file name's extension names, or null ('.htm' counts as html). */
export function fileTypeOf(fileName: string): TemplateFileType | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const type = extension === 'htm' ? 'html' : extension;
  return (TEMPLATE_FILE_TYPES as readonly string[]).includes(type) ? (type as TemplateFileType) : null;
}

const STORED_FILE = /^\/api\/files\/[0-9a-f-]{36}$/i;

/**
 * Where the card's open-file link points: files stored here are asked for inline (they download by
 * default); anywhere else is linked as it is.
 */
export function openFileHref(fileUrl: string, origin: string = window.location.origin): string {
  try {
    const url = new URL(fileUrl, origin);
    if (url.origin === origin && STORED_FILE.test(url.pathname)) {
      url.searchParams.set('disposition', 'inline');
      return url.href;
    }
  } catch {
    // not a URL: link it unchanged
  }
  return fileUrl;
}

/** Spec §9: at most three tags on a card, then '+N' for the rest. */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: string | null } {
  const shown = tags.slice(0, TEMPLATE_TAGS_SHOWN);
  const rest = tags.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest}` : null };
}
