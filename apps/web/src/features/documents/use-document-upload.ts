import { formatFileSize, MESSAGES } from '@app/domain';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { UploadCancelled, uploadFile } from '../../lib/upload.ts';
import type { UploadRequest } from './DocumentUploader.tsx';

/**
 * The uploader's work, for the Documents screen and an event's page: one stored file and one document
 * record per file (linked to `eventId` when given); the files that failed stay selected, and a
 * cancelled file stays selected too, without counting as a failure.
 */
export function useDocumentUpload(eventId?: number) {
  const utils = trpc.useUtils();
  const create = trpc.documents.create.useMutation();
  const [uploading, setUploading] = useState(false);

  const upload = async ({ files, category, description, track }: UploadRequest): Promise<File[]> => {
    setUploading(true);
    const failed: File[] = [];
    const cancelled: File[] = [];
    let reason: string | null = null;
    for (const file of files) {
      try {
        const stored = await uploadFile(file, 'document', track(file));
        await create.mutateAsync({
          name: file.name,
          description: description.trim() || `Uploaded ${file.name}`,
          category,
          fileUrl: stored.url,
          fileId: stored.id,
          fileSize: formatFileSize(file.size),
          mimeType: file.type || stored.mimeType,
          ...(eventId ? { eventId } : {}),
        });
      } catch (error) {
        if (error instanceof UploadCancelled) cancelled.push(file);
        else {
          failed.push(file);
          reason ??= error instanceof Error ? `${file.name}: ${error.message}` : null;
        }
      }
    }
    setUploading(false);
    const stored = files.length - failed.length - cancelled.length;
    // The spec's text, with the server's reason (a refused type or size) under it.
    if (failed.length > 0)
      toastError(
        reason ?? MESSAGES.documents.uploadFailed,
        reason ? MESSAGES.documents.uploadFailed : undefined,
      );
    else if (stored > 0) toastSuccess(MESSAGES.documents.uploadSuccess);
    if (stored > 0) await utils.documents.invalidate();
    return files.filter((file) => failed.includes(file) || cancelled.includes(file));
  };

  return { uploading, upload };
}
