import { CloseButton, Group, Progress, Text } from '@mantine/core';

/** One file on its way to the server: a bar with its percent, and Cancel while it is still going. */
export function UploadProgress({
  name,
  fraction,
  onCancel,
}: {
  name: string;
  fraction: number;
  onCancel?: (() => void) | undefined;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <Progress
        value={percent}
        flex={1}
        size="lg"
        aria-label={`Uploading ${name}`}
        transitionDuration={150}
      />
      <Text fz="xs" c="dimmed" w={36} ta="right" aria-hidden>
        {percent}%
      </Text>
      {onCancel && <CloseButton size="sm" aria-label={`Cancel uploading ${name}`} onClick={onCancel} />}
    </Group>
  );
}
