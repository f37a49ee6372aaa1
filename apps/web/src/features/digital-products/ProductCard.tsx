import { type DigitalProduct, formatMoney } from '@app/domain';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconTrash } from '@tabler/icons-react';

/** One product in the grid: name, description, price, downloads, status, edit and delete. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: DigitalProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder component="article" aria-label={product.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{product.name}</Text>
            <Text fz="xs" c="dimmed">
              {product.category}
            </Text>
          </div>
          <Badge color={product.status === 'active' ? 'green' : 'gray'} variant="light">
            {product.status}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {product.description}
        </Text>
        <Group justify="space-between">
          <Text fw={700} fz="lg">
            {formatMoney(product.price)}
          </Text>
          <Group gap={4} c="dimmed">
            <IconDownload size={14} aria-hidden="true" />
            <Text fz="sm">{product.downloads.toLocaleString('en-US')} downloads</Text>
          </Group>
        </Group>
        <Group justify="flex-end" gap={4}>
          <ActionIcon variant="subtle" aria-label={`Edit ${product.name}`} onClick={onEdit}>
            <IconEdit size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${product.name}`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Stack>
    </Card>
  );
}
