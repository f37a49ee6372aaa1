import {
  type Campaign,
  MESSAGES,
  type CampaignMetricsInput as Metrics,
  type CampaignReportForm as Report,
  totalNoun,
} from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { GuardedModal } from '../../components/GuardedModal.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { idempotent, useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { serverIssues, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { CampaignMetricsForm } from './CampaignMetricsForm.tsx';
import { CampaignReportForm } from './CampaignReportForm.tsx';
import { LIST, trendsInput } from './loader.ts';
import { reportDocument } from './report-document.ts';
import { TrackingCard } from './TrackingCard.tsx';

// Spec §2.11 lists these filter choices.
const STATUS_FILTERS = ['all', 'active', 'paused', 'completed', 'draft'] as const;

export function CampaignTrackingPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('campaigns', LIST);
  const metrics = useEditDialog<Campaign>((c) => utils.campaigns.byId.fetch({ id: c.id }, { staleTime: 0 }));
  const metricsOf = metrics.editing;
  const [reportOf, setReportOf] = useState<Campaign | null>(null);
  const reportGuard = useGuardedClose(reportOf !== null, () => setReportOf(null));
  const reportKey = useIdempotencyKey(reportOf !== null);

  // The latest update and the trend of each campaign on the page (one request for the page).
  const trends = trpc.campaigns.metricTrends.useQuery(trendsInput(list.items), {
    enabled: list.items.length > 0,
    placeholderData: keepPreviousData,
  });
  const trendOf = new Map(trends.data?.map((trend) => [trend.campaignId, trend.entries]));

  // Each update is a new entry of the campaign's history (with the figures the spec's system threw
  // away); nothing to be stale against, so no version is sent.
  const updateMetrics = trpc.campaigns.metrics.create.useMutation({
    ...idempotent(metrics.idempotencyKey),
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.metricsSuccess);
      metrics.close();
      await utils.campaigns.invalidate();
    },
    onError: (error) => {
      toastFailure(MESSAGES.campaign.metricsFailed, error);
      metrics.showIssues(serverIssues(error));
    },
  });
  const uploadReport = trpc.documents.create.useMutation({
    ...idempotent(reportKey),
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.reportSuccess);
      setReportOf(null);
      await utils.documents.invalidate();
    },
    onError: (error) => {
      toastFailure(MESSAGES.campaign.reportFailed, error);
      reportGuard.showIssues(serverIssues(error));
    },
  });

  const submitMetrics = (values: Metrics) => {
    if (!metricsOf) return;
    updateMetrics.mutate({ id: metricsOf.id, ...values });
  };
  const submitReport = (report: Report, uploaded: UploadedFile | null) => {
    if (reportOf) uploadReport.mutate(reportDocument(report, reportOf.name, uploaded));
  };

  return (
    <Stack>
      <ListToolbar
        list={list}
        searchLabel="Search campaigns"
        searchPlaceholder="Search campaigns..."
        filters={[{ name: 'status', label: 'Status filter', data: STATUS_FILTERS, width: 160 }]}
        actions={
          <Text c="dimmed" fz="sm">
            {totalNoun(list, 'campaign')}
          </Text>
        }
      />
      <CardGrid
        list={list}
        // Nine figures in three columns and two labelled buttons side by side need this much room.
        minCardWidth="24rem"
        emptyText="No campaigns found"
        renderCard={(campaign) => (
          <TrackingCard
            key={campaign.id}
            campaign={campaign}
            trend={trendOf.get(campaign.id)}
            onUpdateMetrics={() => metrics.openEdit(campaign)}
            onUploadReport={() => setReportOf(campaign)}
          />
        )}
      />

      <EditDialog dialog={metrics} title="Update Campaign Metrics" size="md">
        {metricsOf && (
          <Stack>
            <Text fz="sm" c="dimmed">
              {metricsOf.name}
            </Text>
            <CampaignMetricsForm
              key={metrics.formKey}
              campaign={metricsOf}
              latest={trendOf.get(metricsOf.id)?.at(-1)}
              saving={updateMetrics.isPending}
              onSubmit={submitMetrics}
              onCancel={metrics.requestClose}
            />
          </Stack>
        )}
      </EditDialog>
      <GuardedModal guard={reportGuard} opened={reportOf !== null} title="Upload Campaign Report">
        {reportOf && (
          <Stack>
            <Text fz="sm" c="dimmed">
              {reportOf.name}
            </Text>
            <CampaignReportForm
              key={reportOf.id}
              saving={uploadReport.isPending}
              onSubmit={submitReport}
              onCancel={reportGuard.requestClose}
            />
          </Stack>
        )}
      </GuardedModal>
    </Stack>
  );
}
