import { formatTemplateSize, type Template } from '@app/domain';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';
import { openFileHref, visibleTags } from './template-files.ts';

export function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: Template;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const tags = visibleTags(template.tags);
  return (
    <Card withBorder padding="lg" component="article" aria-label={template.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600}>{template.name}</Text>
            <Text fz="xs" c="dimmed">
              {template.fileName}
            </Text>
          </div>
          <RowActions name={template.name} onEdit={onEdit} onDelete={onDelete} />
        </Group>
        <Group gap="xs">
          <Tag variant="light">{template.category}</Tag>
          <Tag variant="outline">{template.fileType.toUpperCase()}</Tag>
          {!template.isActive && (
            <Tag color="gray" variant="light">
              inactive
            </Tag>
          )}
        </Group>
        {template.description && (
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {template.description}
          </Text>
        )}
        {template.tags.length > 0 && (
          <Group gap={4}>
            {tags.shown.map((tag) => (
              <Tag key={tag} size="sm" variant="default">
                {tag}
              </Tag>
            ))}
            {tags.more && (
              <Tag size="sm" variant="default" aria-label={`${tags.more} more tags`}>
                {tags.more}
              </Tag>
            )}
          </Group>
        )}
        <Group justify="space-between">
          <Text fz="xs" c="dimmed">
            Size: {formatTemplateSize(template.fileSize)}
          </Text>
          <Text fz="xs" c="dimmed">
            Used {template.usageCount} times
          </Text>
        </Group>
        <Group gap="md" mt="auto">
          <Anchor
            href={template.fileUrl}
            download={template.fileName}
            fz="sm"
            aria-label={`Download ${template.name}`}
          >
            <Group gap={4}>
              <IconDownload size={14} />
              Download
            </Group>
          </Anchor>
          <Anchor
            href={openFileHref(template.fileUrl)}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            aria-label={`Open file ${template.name}`}
          >
            <Group gap={4}>
              <IconExternalLink size={14} />
              Open file
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
