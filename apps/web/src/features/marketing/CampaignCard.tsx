import { type Campaign, formatDate } from '@app/domain';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Tag } from '../../components/Tag.tsx';
import { CAMPAIGN_STATUS_COLORS, statusActionLabel } from './campaign-status.ts';

function Metric({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value.toLocaleString('en-US')}</Text>
    </div>
  );
}

export function CampaignCard({
  campaign,
  busy,
  onEdit,
  onToggleStatus,
}: {
  campaign: Campaign;
  busy: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
}) {
  const action = statusActionLabel(campaign.status);
  return (
    <Card withBorder padding="lg" component="article" aria-label={campaign.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{campaign.name}</Text>
          <ActionIcon variant="subtle" aria-label={`Edit ${campaign.name}`} onClick={onEdit}>
            <IconEdit size={16} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <Tag variant="outline">{campaign.type}</Tag>
          <Tag color={CAMPAIGN_STATUS_COLORS[campaign.status]} variant="light">
            {campaign.status}
          </Tag>
        </Group>
        <Text fz="sm" c="dimmed" lineClamp={3}>
          {campaign.description}
        </Text>
        <SimpleGrid cols={3}>
          <Metric label="Reach" value={campaign.reach} />
          <Metric label="Engagement" value={campaign.engagement} />
          <Metric label="Conversions" value={campaign.conversions} />
        </SimpleGrid>
        <Group justify="space-between" mt="auto">
          <Text fz="xs" c="dimmed">
            Start date: {campaign.startDate ? formatDate(campaign.startDate) : 'Not set'}
          </Text>
          <Button
            size="xs"
            variant="light"
            color={action === 'Pause' ? 'yellow' : 'green'}
            leftSection={action === 'Pause' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            aria-label={`${action} ${campaign.name}`}
            loading={busy}
            onClick={onToggleStatus}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
