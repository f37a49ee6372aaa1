import { useRef, useState } from 'react';
import { UploadCancelled, type UploadedFile, type UploadPurpose, uploadFile } from './upload.ts';

/**
 * One file at a time through POST /api/uploads, with its progress for UploadProgress and a cancel.
 * `start` answers the stored file, null when the user cancelled, and throws the server's refusal.
 */
export function useUpload(purpose: UploadPurpose) {
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = async (file: File): Promise<UploadedFile | null> => {
    controller.current = new AbortController();
    setProgress({ name: file.name, fraction: 0 });
    try {
      return await uploadFile(file, purpose, {
        signal: controller.current.signal,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
    } catch (err) {
      if (err instanceof UploadCancelled) return null;
      throw err;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };
  return { progress, start, cancel: () => controller.current?.abort() };
}
