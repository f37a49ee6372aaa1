import type { MarketingAsset } from '@app/domain';
import { ActionIcon, Anchor, Badge, Card, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';

const TYPE_COLORS: Record<MarketingAsset['type'], string> = {
  logo: 'violet',
  color: 'pink',
  font: 'indigo',
  template: 'teal',
  image: 'orange',
  video: 'red',
};

/** One asset: what it is, a preview of colours and fonts, its details and tags, edit and delete. */
export function MarketingAssetCard({
  asset,
  onEdit,
  onDelete,
}: {
  asset: MarketingAsset;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const details = [
    asset.fontFamily && `Font: ${asset.fontFamily}${asset.fontSize ? ` ${asset.fontSize}` : ''}`,
    asset.dimensions && `Dimensions: ${asset.dimensions}`,
    asset.format && `Format: ${asset.format}`,
    asset.fileSize && `Size: ${asset.fileSize}`,
  ].filter(Boolean);
  return (
    <Card withBorder padding="lg" component="article" aria-label={asset.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {asset.hexColor && <ColorSwatch color={asset.hexColor} aria-label={`Color ${asset.hexColor}`} />}
            <Text fw={600}>{asset.name}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Edit ${asset.name}`} onClick={onEdit}>
              <IconEdit size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${asset.name}`} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs">
          <Badge color={TYPE_COLORS[asset.type]} variant="light">
            {asset.type}
          </Badge>
          <Badge variant="outline">{asset.category}</Badge>
          {!asset.isActive && (
            <Badge color="gray" variant="light">
              inactive
            </Badge>
          )}
        </Group>
        {asset.description && (
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {asset.description}
          </Text>
        )}
        {asset.hexColor && <Text fz="sm">{asset.hexColor}</Text>}
        {details.map((line) => (
          <Text key={line as string} fz="xs" c="dimmed">
            {line}
          </Text>
        ))}
        {asset.usageNotes && (
          <Text fz="xs" fs="italic">
            {asset.usageNotes}
          </Text>
        )}
        {asset.tags.length > 0 && (
          <Group gap={4}>
            {asset.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="default">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        {asset.fileUrl && (
          <Anchor href={asset.fileUrl} target="_blank" rel="noopener noreferrer" fz="sm" mt="auto">
            <Group gap={4}>
              <IconExternalLink size={14} />
              Open file
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
