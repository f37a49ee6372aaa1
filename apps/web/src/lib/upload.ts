import { httpErrorMessage, IDEMPOTENCY_KEY_HEADER } from '@app/domain';
import { newIdempotencyKey } from './idempotency-key.ts';

export type UploadPurpose = 'image' | 'document' | 'template' | 'report';
export type UploadedFile = { id: string; url: string; fileName: string; mimeType: string; size: number };

/** Thrown when the user cancelled the upload: nothing to report, the file was not stored. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export type UploadOptions = {
  /** Called as the bytes go out: the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (the promise rejects with UploadCancelled). */
  signal?: AbortSignal;
  /** Sent as the upload's `Idempotency-Key`: sending the same file again with it stores it once. */
  idempotencyKey?: string;
};

export type SendOptions = UploadOptions & {
  /** Plain form fields sent before the file (a route may need to read them first, as imports do). */
  fields?: Record<string, string>;
};

/** A refused upload: the server's message, its status and its JSON answer (null when not JSON). */
export class UploadRefused extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'UploadRefused';
    this.status = status;
    this.body = body;
  }
}

/** A refused upload with the server's message ({ message } JSON), else the status and text. */
function refusal(status: number, text: string, statusText: string): UploadRefused {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return new UploadRefused(message, status, body);
  return new UploadRefused(httpErrorMessage(status, text, statusText), status, body);
}

/** Sends one file's real bytes to POST /api/uploads (see sendFile). */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  return sendFile<UploadedFile>(`/api/uploads?purpose=${purpose}`, file, options);
}

/**
 * Sends one file's real bytes to an upload route (multipart field 'file') and answers its JSON.
 * XMLHttpRequest rather than fetch: only it reports upload progress in browsers. Rejects with the
 * server's message when refused (UploadRefused, which keeps the status and the answer).
 */
export function sendFile<T>(url: string, file: File, options: SendOptions = {}): Promise<T> {
  const { onProgress, signal, idempotencyKey = newIdempotencyKey(), fields = {} } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as T);
      } else {
        reject(refusal(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached'));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
