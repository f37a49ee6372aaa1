import { countNoun, type DigitalProduct, formatMoney } from '@app/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';

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
          <Tag color={product.status === 'active' ? 'green' : 'gray'} variant="light">
            {product.status}
          </Tag>
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
            <Text fz="sm">{countNoun(product.downloads, 'download')}</Text>
          </Group>
        </Group>
        <Group justify="flex-end">
          <RowActions name={product.name} onEdit={onEdit} onDelete={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
