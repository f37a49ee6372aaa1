export type UploadPurpose = 'image' | 'document' | 'template' | 'report';
export type UploadedFile = { id: string; url: string; fileName: string; mimeType: string; size: number };

/** Sends one file's real bytes to the server; throws with the server's message when refused. */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(`/api/uploads?purpose=${purpose}`, { method: 'POST', body, credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text();
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(message);
  }
  return (await res.json()) as UploadedFile;
}
