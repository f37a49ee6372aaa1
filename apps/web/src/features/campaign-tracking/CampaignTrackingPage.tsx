import {
  type Campaign,
  type CAMPAIGN_STATUSES,
  type CampaignMetricsForm as Metrics,
  type CampaignReportForm as Report,
  campaignMetricsUpdate,
  MESSAGES,
} from '@app/domain';
import { Card, Group, Modal, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { CampaignMetricsForm } from './CampaignMetricsForm.tsx';
import { CampaignReportForm } from './CampaignReportForm.tsx';
import { reportDocument } from './report-document.ts';
import { TrackingCard } from './TrackingCard.tsx';

const PAGE_SIZE = 12;
const STATUS_FILTERS = ['all', 'active', 'paused', 'completed', 'draft'] as const satisfies readonly (
  | 'all'
  | (typeof CAMPAIGN_STATUSES)[number]
)[];
type StatusFilter = (typeof STATUS_FILTERS)[number];

export function CampaignTrackingPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [metricsOf, setMetricsOf] = useState<Campaign | null>(null);
  const [reportOf, setReportOf] = useState<Campaign | null>(null);

  const list = trpc.campaigns.page.useQuery(
    { search: debouncedSearch, status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );

  const updateMetrics = trpc.campaigns.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.metricsSuccess);
      setMetricsOf(null);
      await utils.campaigns.invalidate();
    },
    onError: (error) =>
      toastError(error.data?.code === 'CONFLICT' ? error.message : MESSAGES.campaign.metricsFailed),
  });
  const uploadReport = trpc.documents.create.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.reportSuccess);
      setReportOf(null);
      await utils.documents.invalidate();
    },
    onError: () => toastError(MESSAGES.campaign.reportFailed),
  });

  const submitMetrics = (metrics: Metrics) => {
    if (!metricsOf) return;
    updateMetrics.mutate({ id: metricsOf.id, version: metricsOf.version, ...campaignMetricsUpdate(metrics) });
  };
  const submitReport = (report: Report, uploaded: UploadedFile | null) => {
    if (reportOf) uploadReport.mutate(reportDocument(report, reportOf.name, uploaded));
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder="Search campaigns..."
            aria-label="Search campaigns"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <Select
            aria-label="Status filter"
            data={[...STATUS_FILTERS]}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus((value as StatusFilter | null) ?? 'all');
              setPage(1);
            }}
            w={160}
          />
        </Group>
        <Text c="dimmed" fz="sm">
          {total} campaigns
        </Text>
      </Group>

      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {list.isPending ? 'Loading...' : 'No campaigns found'}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {items.map((campaign) => (
            <TrackingCard
              key={campaign.id}
              campaign={campaign}
              onUpdateMetrics={() => setMetricsOf(campaign)}
              onUploadReport={() => setReportOf(campaign)}
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}

      <Modal opened={metricsOf !== null} onClose={() => setMetricsOf(null)} title="Update Campaign Metrics">
        {metricsOf && (
          <Stack>
            <Text fz="sm" c="dimmed">
              {metricsOf.name}
            </Text>
            <CampaignMetricsForm
              key={metricsOf.id}
              campaign={metricsOf}
              saving={updateMetrics.isPending}
              onSubmit={submitMetrics}
              onCancel={() => setMetricsOf(null)}
            />
          </Stack>
        )}
      </Modal>
      <Modal opened={reportOf !== null} onClose={() => setReportOf(null)} title="Upload Campaign Report">
        {reportOf && (
          <Stack>
            <Text fz="sm" c="dimmed">
              {reportOf.name}
            </Text>
            <CampaignReportForm
              key={reportOf.id}
              saving={uploadReport.isPending}
              onSubmit={submitReport}
              onCancel={() => setReportOf(null)}
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
