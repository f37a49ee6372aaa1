import type { MarketingAsset } from '@app/domain';
import { Anchor, Card, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';

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
          <RowActions name={asset.name} onEdit={onEdit} onDelete={onDelete} />
        </Group>
        <Group gap="xs">
          <Tag color={TYPE_COLORS[asset.type]} variant="light">
            {asset.type}
          </Tag>
          <Tag variant="outline">{asset.category}</Tag>
          {!asset.isActive && (
            <Tag color="gray" variant="light">
              inactive
            </Tag>
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
              <Tag key={tag} size="sm" variant="default">
                {tag}
              </Tag>
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
