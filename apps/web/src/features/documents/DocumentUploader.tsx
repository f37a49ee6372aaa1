import '@mantine/dropzone/styles.css';
import {
  DEFAULTS,
  DOCUMENT_ACCEPT,
  DOCUMENT_ACCEPT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_CATEGORIES,
  type DocumentUploadCategory,
  formatFileSize,
  MESSAGES,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { UploadOptions } from '../../lib/upload.ts';

export type UploadRequest = {
  files: File[];
  category: DocumentUploadCategory;
  description: string;
  /** The progress and cancel of one file's upload, shown on its line of the list. */
  track: (file: File) => Required<UploadOptions>;
};

/**
 * Spec §2.12 / §5: drop zone and file chooser, the selected files with remove per file, a category, an
 * optional description and Upload Files. Drops are checked (types and 10 MB); the chooser relies on its
 * accept list. `onUpload` answers the files that could not be uploaded, which stay selected.
 */
export function DocumentUploader({
  uploading,
  onUpload,
}: {
  uploading: boolean;
  onUpload: (request: UploadRequest) => Promise<File[]>;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<DocumentUploadCategory>(DEFAULTS.documentUploadCategory);
  const [description, setDescription] = useState('');
  const [dropWarning, setDropWarning] = useState(false);
  const [noFilesError, setNoFilesError] = useState(false);
  const [progress, setProgress] = useState<ReadonlyMap<File, number>>(new Map());
  const controllers = useRef(new Map<File, AbortController>());
  // One Idempotency-Key per picked file: uploading again after a failure stores each file once.
  const uploadKeys = useRef(new WeakMap<File, string>());
  const uploadKeyOf = (file: File) => {
    const known = uploadKeys.current.get(file);
    if (known) return known;
    const key = newIdempotencyKey();
    uploadKeys.current.set(file, key);
    return key;
  };
  const setFraction = (file: File, fraction: number) =>
    setProgress((current) => new Map(current).set(file, fraction));
  const track = (file: File): Required<UploadOptions> => {
    const controller = new AbortController();
    controllers.current.set(file, controller);
    setFraction(file, 0);
    return {
      signal: controller.signal,
      onProgress: (fraction) => setFraction(file, fraction),
      idempotencyKey: uploadKeyOf(file),
    };
  };

  const add = (added: File[]) => {
    if (added.length === 0) return;
    setFiles((current) => [...current, ...added]);
    setNoFilesError(false);
  };

  const upload = async () => {
    if (files.length === 0) {
      setNoFilesError(true);
      return;
    }
    const left = await onUpload({ files, category, description, track });
    controllers.current.clear();
    setProgress(new Map());
    setFiles(left);
    if (left.length === 0) setDescription('');
  };

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} fz="lg">
          Upload Documents
        </Title>
        <Dropzone
          // onDropAny sees every drop, whether all, some or none of its files were accepted.
          onDrop={() => {}}
          onDropAny={(accepted, rejections) => {
            setDropWarning(rejections.length > 0);
            add(accepted);
          }}
          accept={Object.fromEntries(Object.entries(DOCUMENT_ACCEPT).map(([type, ext]) => [type, [...ext]]))}
          maxSize={DOCUMENT_MAX_BYTES}
          activateOnClick={false}
          inputProps={{ 'aria-label': 'Drop files to upload' }}
          multiple
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={40} />
            </Dropzone.Idle>
            <div>
              <Text fz="md">Drag and drop files here</Text>
              <Text fz="sm" c="dimmed">
                PDF, DOC, DOCX, XLS, XLSX, TXT, JPG, PNG or GIF, up to 10MB each
              </Text>
            </div>
          </Group>
        </Dropzone>
        {dropWarning && (
          <Alert color="yellow" role="alert" withCloseButton onClose={() => setDropWarning(false)}>
            {MESSAGES.documents.dropRejected}
          </Alert>
        )}
        <Group>
          <FileButton onChange={add} accept={DOCUMENT_ACCEPT_EXTENSIONS.join(',')} multiple>
            {(props) => (
              <Button variant="default" {...props}>
                Choose Files
              </Button>
            )}
          </FileButton>
        </Group>
        {files.length > 0 && (
          <Stack gap={4} aria-label="Selected files" role="list">
            {files.map((file, index) => (
              <Group
                key={`${file.name}-${index}`}
                justify="space-between"
                role="listitem"
                wrap="nowrap"
                p="xs"
                bg="var(--app-color-surface)"
              >
                <Text fz="sm" truncate miw={0} style={{ flexShrink: 1 }}>
                  {file.name}{' '}
                  <Text span c="dimmed" fz="xs">
                    ({formatFileSize(file.size)})
                  </Text>
                </Text>
                {progress.has(file) ? (
                  <Group w="45%" style={{ flexShrink: 0 }}>
                    <UploadProgress
                      name={file.name}
                      fraction={progress.get(file) ?? 0}
                      onCancel={() => controllers.current.get(file)?.abort()}
                    />
                  </Group>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.name}`}
                    disabled={uploading}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Group grow align="flex-start">
          <Select
            label="Category"
            data={[...DOCUMENT_UPLOAD_CATEGORIES]}
            value={category}
            allowDeselect={false}
            onChange={(value) =>
              setCategory((value as DocumentUploadCategory | null) ?? DEFAULTS.documentUploadCategory)
            }
          />
          {/* A fixed height the user can drag: autosize measured the page's layout on every render. */}
          <Textarea
            label="Description (optional)"
            rows={1}
            resize="vertical"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </Group>
        {noFilesError && (
          <Text c="red" fz="sm" role="alert">
            {MESSAGES.documents.noFilesSelected}
          </Text>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void upload()}>
            Upload Files
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
