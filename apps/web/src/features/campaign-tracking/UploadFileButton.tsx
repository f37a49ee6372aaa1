import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type UploadedFile, type UploadPurpose, uploadFile } from '../../lib/upload.ts';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadFile(file, purpose);
      setUploadedName(uploaded.fileName);
      onUploaded(uploaded);
    } catch (err) {
      setUploadedName(null);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy}>
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
