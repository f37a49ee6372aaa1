import { imageUploadProblem, MESSAGES } from '@app/domain';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../lib/toast.ts';
import { type UploadedFile, uploadFile } from '../../lib/upload.ts';

/** Picks an image, checks it (spec §5: images under 5MB) and uploads its bytes. */
export function ImageUploadButton({ label, onUploaded }: { label: string; onUploaded: (file: UploadedFile) => void }) {
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = imageUploadProblem(file);
    if (problem === 'tooLarge') return toastError(MESSAGES.image.tooLarge, MESSAGES.image.tooLargeTitle);
    if (problem === 'invalidType') return toastError(MESSAGES.image.invalidType, MESSAGES.image.invalidTypeTitle);
    setBusy(true);
    try {
      onUploaded(await uploadFile(file, 'image'));
    } catch (err) {
      toastError(err instanceof Error ? err.message : String(err), MESSAGES.image.uploadFailedTitle);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(f) => void pick(f)} accept="image/*">
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
