import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import type { UploadedFile, UploadPurpose } from '../../lib/upload.ts';
import { useUpload } from '../../lib/use-upload.ts';

/**
 * Picks one file and sends its real bytes to POST /api/uploads; the caller fills its fields from the
 * answer. A refusal (wrong type, too large) is shown under the button with the server's text.
 */
export function UploadFileButton({
  purpose,
  accept,
  label = 'Upload file',
  onUploaded,
}: {
  purpose: UploadPurpose;
  accept: string;
  label?: string;
  onUploaded: (file: UploadedFile) => void;
}) {
  const { progress, start, cancel } = useUpload(purpose);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      const uploaded = await start(file);
      if (!uploaded) return;
      setUploadedName(uploaded.fileName);
      onUploaded(uploaded);
    } catch (err) {
      setUploadedName(null);
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <div>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={accept}>
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
        {uploadedName && (
          <Text fz="sm" c="dimmed">
            Uploaded {uploadedName}
          </Text>
        )}
      </Group>
      {progress && <UploadProgress name={progress.name} fraction={progress.fraction} onCancel={cancel} />}
      {error && (
        <Text fz="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

/** Uploads answer a path on this site; URL fields that want http(s) get it made absolute. */
export function absoluteFileUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
