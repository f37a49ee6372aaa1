import { httpErrorMessage } from '@app/domain';

export type UploadedFile = { id: string; url: string; fileName: string; mimeType: string; size: number };

/** Sends one file's bytes to the upload route (multipart field 'file'); answers where it is stored. */
export async function uploadDocumentFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch('/api/uploads?purpose=document', { method: 'POST', body, credentials: 'same-origin' });
  if (!res.ok) throw new Error(httpErrorMessage(res.status, await res.text(), res.statusText));
  return (await res.json()) as UploadedFile;
}
