import { formatMoney, type Vendor } from '@app/domain';
import { ActionIcon, Anchor, Badge, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { IconEdit, IconStarFilled, IconTrash } from '@tabler/icons-react';

const STATUS_COLORS = { active: 'green', inactive: 'gray', preferred: 'violet' } as const;

export function VendorCard({ vendor: v, onEdit, onDelete }: { vendor: Vendor; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card withBorder padding="lg" role="article" aria-label={v.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Group gap={6}>
              <Text fw={600}>{v.name}</Text>
              {v.isPreferred && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label="Preferred" />}
            </Group>
            <Group gap={6} mt={4}>
              <Badge variant="light">{v.category}</Badge>
              <Badge variant="light" color={STATUS_COLORS[v.status]}>
                {v.status}
              </Badge>
              <Badge variant="outline" color="gray">
                {v.priceRange}
              </Badge>
            </Group>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Edit ${v.name}`} onClick={onEdit}>
              <IconEdit size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${v.name}`} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap={6}>
          <Rating value={v.rating} readOnly size="sm" role="img" aria-label={`Rated ${v.rating} of 5`} />
          <Text fz="xs" c="dimmed">
            {v.rating > 0 ? `${v.rating}/5` : 'Not rated'}
          </Text>
        </Group>
        <Text fz="sm">
          {v.contactName} · {v.contactEmail}
        </Text>
        {v.contactPhone && <Text fz="sm">{v.contactPhone}</Text>}
        {v.website && (
          <Anchor href={v.website} target="_blank" rel="noopener noreferrer" fz="sm">
            {v.website}
          </Anchor>
        )}
        {v.specialties.length > 0 && (
          <Group gap={4}>
            {v.specialties.map((s) => (
              <Badge key={s} size="sm" variant="dot">
                {s}
              </Badge>
            ))}
          </Group>
        )}
        <Text fz="xs" c="dimmed">
          {v.totalContracts} contracts · {formatMoney(v.totalSpent)} spent
        </Text>
      </Stack>
    </Card>
  );
}
