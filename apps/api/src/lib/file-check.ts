import { fileTypeFromBuffer } from 'file-type';

export type { UploadPurpose } from '@app/domain';

import { type UploadPurpose, withoutBidiControls } from '@app/domain';

export const MB = 1024 * 1024;
export const LIMITS: Record<UploadPurpose, number> = {
  document: 10 * MB,
  image: 5 * MB,
  template: 10 * MB,
  report: 10 * MB,
};

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** Spec section 5: PDF, Word, Excel, plain text, JPEG, PNG, GIF. */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/gif',
]);
const TEMPLATE_TYPES = new Set([
  ...DOCUMENT_TYPES,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/html',
]);

const EXTENSION_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
};

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The real type of an upload, judged by its content (magic bytes), or null when it is not allowed for
 * the purpose. The name only decides between formats that share a container (an OLE file is .doc or
 * .xls; a text file is .txt or .html).
 */
export async function detectAllowedType(
  bytes: Uint8Array,
  fileName: string,
  purpose: UploadPurpose,
): Promise<string | null> {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const detected = await fileTypeFromBuffer(bytes);
  let mime: string | null = null;
  if (detected?.mime === 'application/x-cfb') {
    mime = extension === 'doc' || extension === 'xls' ? EXTENSION_TYPES[extension]! : null;
  } else if (detected) {
    mime = detected.mime;
  } else if (bytes.length > 0 && looksLikeText(bytes)) {
    mime = extension === 'html' || extension === 'htm' ? 'text/html' : 'text/plain';
  }
  if (!mime) return null;
  const allowed =
    purpose === 'image' ? IMAGE_TYPES : purpose === 'template' ? TEMPLATE_TYPES : DOCUMENT_TYPES;
  return allowed.has(mime) ? mime : null;
}

/**
 * The name an upload is stored and downloaded under, safe for a Content-Disposition header and for
 * display: no path, no control characters, and no bidirectional formatting characters (which make
 * `a\u202Etxt.exe` show as `aexe.txt`).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  return cleaned.length > 0 ? cleaned.slice(0, 200) : 'file';
}
