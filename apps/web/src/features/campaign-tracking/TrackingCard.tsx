import { type Campaign, campaignRoi, engagementRate, formatMoney } from '@app/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine, IconFileUpload } from '@tabler/icons-react';
import { CAMPAIGN_STATUS_COLORS } from '../marketing/campaign-status.ts';
import { Tag } from '../../components/Tag.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** A campaign's performance: raw figures, ROI, engagement rate, budget and type, and its two actions. */
export function TrackingCard({
  campaign,
  onUpdateMetrics,
  onUploadReport,
}: {
  campaign: Campaign;
  onUpdateMetrics: () => void;
  onUploadReport: () => void;
}) {
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <Card withBorder padding="lg" component="article" aria-label={campaign.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600}>{campaign.name}</Text>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {campaign.description}
            </Text>
          </div>
          <Tag color={CAMPAIGN_STATUS_COLORS[campaign.status]} variant="light">
            {campaign.status}
          </Tag>
        </Group>
        <SimpleGrid cols={3}>
          <Figure label="Reach" value={count(campaign.reach)} />
          <Figure label="Engagement" value={count(campaign.engagement)} />
          <Figure label="Conversions" value={count(campaign.conversions)} />
          <Figure label="ROI" value={campaignRoi(campaign.conversions, campaign.budget)} />
          <Figure label="Engagement Rate" value={engagementRate(campaign.engagement, campaign.reach)} />
          <Figure label="Budget" value={formatMoney(campaign.budget)} />
        </SimpleGrid>
        <Group gap="xs">
          <Text fz="sm">Type:</Text>
          <Tag variant="outline">{campaign.type}</Tag>
        </Group>
        <Group grow mt="auto">
          <Button
            variant="light"
            leftSection={<IconChartLine size={16} />}
            aria-label={`Update metrics of ${campaign.name}`}
            onClick={onUpdateMetrics}
          >
            Update Metrics
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            aria-label={`Upload report for ${campaign.name}`}
            onClick={onUploadReport}
          >
            Upload Report
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
