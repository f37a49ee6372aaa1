import {
  type Campaign,
  type CampaignMetricEntry,
  campaignRoi,
  clickThroughRate,
  costPerClick,
  costPerConversion,
  engagementRate,
  formatDate,
  formatMoney,
} from '@app/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconChartLine, IconFileUpload } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Tag } from '../../components/Tag.tsx';
import { CAMPAIGN_STATUS_COLORS } from '../marketing/campaign-status.ts';
import { CampaignTrendChart } from './loader.ts';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const figure = (
    <Text fw={600} tabIndex={hint ? 0 : undefined} td={hint ? 'underline dotted' : undefined}>
      {value}
    </Text>
  );
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {hint ? (
        <Tooltip label={hint} multiline w={240} withArrow>
          {figure}
        </Tooltip>
      ) : (
        figure
      )}
    </div>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

/** One figure across the campaign's updates: its name, the line, and the first and last values in words. */
function Trend({ label, values, color }: { label: string; values: number[]; color: string }) {
  const summary = `${label} across ${values.length} updates: ${count(values[0]!)} to ${count(values.at(-1)!)}`;
  return (
    <div role="img" aria-label={summary} title={summary}>
      <Text fz="xs" c="dimmed" aria-hidden="true">
        {label}
      </Text>
      <Suspense fallback={<div style={{ height: 36 }} />}>
        <CampaignTrendChart values={values} color={color} />
      </Suspense>
    </div>
  );
}

/**
 * A campaign's performance: its figures, ROI (with the value per conversion it credits), engagement
 * rate, budget and type; the click-through rate, cost per click and cost per conversion of its latest
 * metrics update; the trend of reach and conversions across its updates; and its two actions.
 * `trend` is the campaign's last updates, oldest first (undefined while they load).
 */
export function TrackingCard({
  campaign,
  trend,
  onUpdateMetrics,
  onUploadReport,
}: {
  campaign: Campaign;
  trend: CampaignMetricEntry[] | undefined;
  onUpdateMetrics: () => void;
  onUploadReport: () => void;
}) {
  const latest = trend?.at(-1);
  const rate = (compute: (entry: CampaignMetricEntry) => string) =>
    trend ? (latest ? compute(latest) : '—') : '…';
  const roiHint = `Return: conversions × ${formatMoney(campaign.valuePerConversion)} per conversion. ROI = (return − budget) ÷ budget.`;
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
          <Figure
            label="ROI"
            value={campaignRoi(campaign.conversions, campaign.budget, campaign.valuePerConversion)}
            hint={roiHint}
          />
          <Figure label="Engagement Rate" value={engagementRate(campaign.engagement, campaign.reach)} />
          <Figure label="Budget" value={formatMoney(campaign.budget)} />
          <Figure
            label="CTR"
            value={rate((e) => clickThroughRate(e.clicks, e.impressions))}
            hint="Clicks ÷ impressions, as of the latest update"
          />
          <Figure label="Cost / Click" value={rate((e) => costPerClick(e.cost, e.clicks))} />
          <Figure label="Cost / Conversion" value={rate((e) => costPerConversion(e.cost, e.conversions))} />
        </SimpleGrid>
        {trend && trend.length > 1 ? (
          <SimpleGrid cols={2}>
            <Trend label="Reach trend" values={trend.map((e) => e.reach)} color="violet" />
            <Trend label="Conversions trend" values={trend.map((e) => e.conversions)} color="teal" />
          </SimpleGrid>
        ) : null}
        {latest && (
          <Text fz="xs" c="dimmed">
            Last update {formatDate(latest.recordedAt)}
          </Text>
        )}
        <Group gap="xs">
          <Text fz="sm">Type:</Text>
          <Tag variant="outline">{campaign.type}</Tag>
        </Group>
        {/* Side by side when both fit, one under the other when not: a button never cuts its label. */}
        <Group gap="xs" mt="auto">
          <Button
            variant="light"
            leftSection={<IconChartLine size={16} />}
            aria-label={`Update metrics of ${campaign.name}`}
            onClick={onUpdateMetrics}
            style={{ flex: '1 0 auto' }}
          >
            Update Metrics
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            aria-label={`Upload report for ${campaign.name}`}
            onClick={onUploadReport}
            style={{ flex: '1 0 auto' }}
          >
            Upload Report
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
