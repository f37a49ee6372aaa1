// Files uploaded here are served by /api/files/{id}; the query picks how the browser receives them.
const STORED_FILE = /^\/api\/files\/[0-9a-f-]{36}$/i;

/** Where View opens the document: our stored files are asked for inline display, other links open as they are. */
export function viewUrl(fileUrl: string): string {
  return STORED_FILE.test(fileUrl) ? `${fileUrl}?disposition=inline` : fileUrl;
}
