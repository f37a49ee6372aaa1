import {
  type Campaign,
  type CampaignMetricsForm as Metrics,
  type CampaignReportForm as Report,
  campaignMetricsUpdate,
  MESSAGES,
} from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { isConflict } from '../../lib/crud-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { CampaignMetricsForm } from './CampaignMetricsForm.tsx';
import { CampaignReportForm } from './CampaignReportForm.tsx';
import { reportDocument } from './report-document.ts';
import { TrackingCard } from './TrackingCard.tsx';
import { LIST } from './screen-data.ts';
import { GuardedModal } from '../../components/GuardedModal.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { serverIssues, toastFailure } from '../../lib/server-reason.ts';

// Spec §2.11 lists these filter choices.
const STATUS_FILTERS = ['all', 'active', 'paused', 'completed', 'draft'];

export function CampaignTrackingPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('campaigns', LIST);
  const metrics = useEditDialog<Campaign>((c) => utils.campaigns.byId.fetch({ id: c.id }, { staleTime: 0 }));
  const metricsOf = metrics.editing;
  const [reportOf, setReportOf] = useState<Campaign | null>(null);
  const reportGuard = useGuardedClose(reportOf !== null, () => setReportOf(null));

  const updateMetrics = trpc.campaigns.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.metricsSuccess);
      metrics.close();
      await utils.campaigns.invalidate();
    },
    onError: (error) => {
      toastFailure(MESSAGES.campaign.metricsFailed, error);
      metrics.showIssues(serverIssues(error));
      if (!isConflict(error)) return;
      metrics.showConflict(error.message);
      void utils.campaigns.invalidate();
    },
  });
  const uploadReport = trpc.documents.create.useMutation({
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
    updateMetrics.mutate({ id: metricsOf.id, version: metricsOf.version, ...campaignMetricsUpdate(values) });
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
            {list.total} campaigns
          </Text>
        }
      />
      <CardGrid
        list={list}
        emptyText="No campaigns found"
        renderCard={(campaign) => (
          <TrackingCard
            key={campaign.id}
            campaign={campaign}
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
