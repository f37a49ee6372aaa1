import { imageUploadProblem, MESSAGES } from '@app/domain';
import { Button, FileButton, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { toastError } from '../../lib/toast.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { useUpload } from '../../lib/use-upload.ts';

/** Picks an image, checks it (spec §5: images under 5MB) and uploads its bytes. */
export function ImageUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (file: UploadedFile) => void;
}) {
  const { progress, start, cancel } = useUpload('image');
  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = imageUploadProblem(file);
    if (problem === 'tooLarge') return toastError(MESSAGES.image.tooLarge, MESSAGES.image.tooLargeTitle);
    if (problem === 'invalidType')
      return toastError(MESSAGES.image.invalidType, MESSAGES.image.invalidTypeTitle);
    try {
      const uploaded = await start(file);
      if (uploaded) onUploaded(uploaded);
    } catch (err) {
      toastError(err instanceof Error ? err.message : String(err), MESSAGES.image.uploadFailedTitle);
    }
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={(f) => void pick(f)} accept="image/*">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            disabled={progress !== null}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {progress && <UploadProgress name={progress.name} fraction={progress.fraction} onCancel={cancel} />}
    </Stack>
  );
}
