import {
  type Campaign,
  type CampaignMetricEntry,
  type CampaignMetricsInput as Metrics,
  ZCampaignMetricsInput,
} from '@app/domain';
import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

type NumberField = number | string;
export type CampaignMetricsFormValues = {
  reach: NumberField;
  engagement: NumberField;
  conversions: NumberField;
  clicks: NumberField;
  impressions: NumberField;
  cost: NumberField;
  notes: string;
};

/** Spec §5: number inputs fall back to 0 when what was typed is not a number. */
function numberOr0(value: NumberField): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function toMetrics(values: CampaignMetricsFormValues) {
  return {
    reach: numberOr0(values.reach),
    engagement: numberOr0(values.engagement),
    conversions: numberOr0(values.conversions),
    clicks: numberOr0(values.clicks),
    impressions: numberOr0(values.impressions),
    cost: numberOr0(values.cost),
    notes: values.notes,
  };
}

const resolve = schemaResolver(ZCampaignMetricsInput, { sync: true });

/**
 * The 'Update Campaign Metrics' dialog's form, starting from the campaign's current figures and the
 * clicks, impressions and cost of its latest update (0 when it has none, or did not measure them).
 */
export function CampaignMetricsForm({
  campaign,
  latest,
  saving,
  onSubmit,
  onCancel,
}: {
  campaign: Pick<Campaign, 'reach' | 'engagement' | 'conversions'>;
  latest?: Pick<CampaignMetricEntry, 'clicks' | 'impressions' | 'cost'> | undefined;
  saving: boolean;
  onSubmit: (values: Metrics) => void;
  onCancel: () => void;
}) {
  const form = useForm<CampaignMetricsFormValues, Metrics>({
    initialValues: {
      reach: campaign.reach,
      engagement: campaign.engagement,
      conversions: campaign.conversions,
      clicks: latest?.clicks ?? 0,
      impressions: latest?.impressions ?? 0,
      cost: latest?.cost ?? 0,
      notes: '',
    },
    validate: (values) => resolve(toMetrics(values)),
    transformValues: (values) => ZCampaignMetricsInput.parse(toMetrics(values)),
  });
  useDialogForm(form);
  const count = (field: 'reach' | 'engagement' | 'conversions' | 'clicks' | 'impressions', label: string) => (
    <NumberInput label={label} allowDecimal={false} {...form.getInputProps(field)} />
  );
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {count('reach', 'Reach')}
          {count('engagement', 'Engagement')}
          {count('conversions', 'Conversions')}
          {count('clicks', 'Clicks')}
          {count('impressions', 'Impressions')}
          <NumberInput label="Cost" decimalScale={2} step={0.01} {...form.getInputProps('cost')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Update Metrics
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
