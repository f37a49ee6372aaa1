import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  type Campaign,
  type CampaignCreateInput,
  type CampaignStatus,
  type CampaignType,
  DEFAULTS,
  ZCampaignCreateInput,
} from '@app/domain';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type CampaignFormValues = {
  name: string;
  type: CampaignType | '';
  description: string;
  status: CampaignStatus;
  startDate: string;
  endDate: string;
  budget: string;
  valuePerConversion: string;
};

const empty: CampaignFormValues = {
  name: '',
  type: '',
  description: '',
  status: DEFAULTS.campaignStatus,
  startDate: '',
  endDate: '',
  budget: '0',
  valuePerConversion: DEFAULTS.campaignValuePerConversion,
};

function valuesOf(campaign: Campaign): CampaignFormValues {
  return {
    name: campaign.name,
    type: campaign.type,
    description: campaign.description,
    status: campaign.status,
    startDate: campaign.startDate ?? '',
    endDate: campaign.endDate ?? '',
    budget: campaign.budget,
    valuePerConversion: campaign.valuePerConversion,
  };
}

const validate = schemaResolver(ZCampaignCreateInput, { sync: true });

/** Create/edit form of a campaign (reach, engagement and conversions are not part of it). */
export function CampaignForm({
  campaign,
  saving,
  onSubmit,
  onCancel,
}: {
  campaign?: Campaign | null;
  saving: boolean;
  onSubmit: (values: CampaignCreateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<CampaignFormValues, CampaignCreateInput>({
    initialValues: campaign ? valuesOf(campaign) : empty,
    validate,
    transformValues: (values) => ZCampaignCreateInput.parse(values),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Type"
            placeholder="Select type"
            withAsterisk
            data={[...CAMPAIGN_TYPES]}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Status"
            data={[...CAMPAIGN_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <TextInput label="Budget" type="number" step="0.01" {...form.getInputProps('budget')} />
          <TextInput label="Start date" type="date" {...form.getInputProps('startDate')} />
          <TextInput label="End date" type="date" {...form.getInputProps('endDate')} />
          <TextInput
            label="Value per conversion"
            description="What one conversion returns in the ROI"
            type="number"
            step="0.01"
            {...form.getInputProps('valuePerConversion')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {campaign ? 'Save Changes' : 'Create Campaign'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
