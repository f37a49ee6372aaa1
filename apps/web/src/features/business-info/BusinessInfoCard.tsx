import { type BusinessInfo, formatDate, formatMoney } from '@app/domain';
import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';

const MASK = '••••••••';

/** One entry of the business information grid; a stored password stays masked until revealed. */
export function BusinessInfoCard({
  item,
  onEdit,
  onDelete,
}: {
  item: BusinessInfo;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Card withBorder padding="lg" role="article" aria-label={item.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{item.name}</Text>
            <Group gap={6} mt={4}>
              <Tag variant="light">{item.category}</Tag>
              <Tag variant="outline" color="gray">
                {item.type}
              </Tag>
              {!item.isActive && (
                <Tag variant="light" color="gray">
                  inactive
                </Tag>
              )}
            </Group>
          </div>
          <RowActions name={item.name} onEdit={onEdit} onDelete={onDelete} />
        </Group>
        <Text fz="sm">{item.value}</Text>
        {item.description && (
          <Text fz="sm" c="dimmed">
            {item.description}
          </Text>
        )}
        {item.username && <Text fz="sm">Username: {item.username}</Text>}
        {item.email && <Text fz="sm">Email: {item.email}</Text>}
        {item.password && (
          <Group gap={4}>
            <Text fz="sm">
              Password: <span data-testid="password-value">{revealed ? item.password : MASK}</span>
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={revealed ? `Hide password of ${item.name}` : `Show password of ${item.name}`}
              aria-pressed={revealed}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            </ActionIcon>
          </Group>
        )}
        {item.url && (
          <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fz="sm">
            {item.url}
          </Anchor>
        )}
        {item.expirationDate && <Text fz="sm">Expires: {formatDate(item.expirationDate)}</Text>}
        {item.cost !== null && <Text fz="sm">Cost: {formatMoney(item.cost)}</Text>}
        {item.tags.length > 0 && (
          <Group gap={4}>
            {item.tags.map((tag) => (
              <Tag key={tag} size="sm" variant="dot">
                {tag}
              </Tag>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
