import { CAMPAIGN_STATUSES, type Campaign, MESSAGES, totalNoun } from '@app/domain';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlus, IconSpeakerphone, IconTarget, IconUsers } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { CampaignCard } from './CampaignCard.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import { nextCampaignStatus } from './campaign-status.ts';
import { LIST } from './loader.ts';

// Spec §7 shows no campaign delete; these texts are never used.
const CAMPAIGN_MESSAGES = { ...MESSAGES.campaign, deleteSuccess: '', deleteFailed: '' };

export function MarketingPage() {
  const { list, dialog, editing, saving, submit, refresh } = useCrudScreen('campaigns', {
    list: LIST,
    messages: CAMPAIGN_MESSAGES,
    // The dashboard counts active campaigns too.
    alsoRefresh: (utils) => [utils.dashboard.stats.invalidate()],
  });
  const summary = trpc.campaigns.summary.useQuery();
  const selection = useRowSelection(
    list.items.map((c) => c.id),
    selectionKey(list),
  );
  const setStatus = trpc.campaigns.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.statusSuccess);
      await refresh();
    },
    onError: (error) => toastFailure(MESSAGES.campaign.statusFailed, error),
  });

  const s = summary.data;
  const figure = (value: number | undefined) =>
    value === undefined ? 'Loading...' : value.toLocaleString('en-US');

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard
          title="Active Campaigns"
          value={figure(s?.activeCampaigns)}
          icon={<IconSpeakerphone size={22} />}
        />
        <SummaryCard title="Total Reach" value={figure(s?.totalReach)} icon={<IconUsers size={22} />} />
        <SummaryCard
          title="Engagement"
          value={figure(s?.totalEngagement)}
          icon={<IconChartBar size={22} />}
        />
        <SummaryCard
          title="Conversions"
          value={figure(s?.totalConversions)}
          icon={<IconTarget size={22} />}
        />
      </SimpleGrid>
      <ListToolbar
        list={list}
        searchLabel="Search campaigns"
        searchPlaceholder="Search campaigns..."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            New Campaign
          </Button>
        }
      >
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'campaign')}
        </Text>
      </ListToolbar>
      <BulkBar
        resource="campaigns"
        one="campaign"
        many="campaigns"
        statuses={CAMPAIGN_STATUSES}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (c: Campaign) => ({ id: c.id, name: c.name }))}
        emptyText="No marketing campaigns found"
        emptyAction={
          // Only when there are none at all, not when a search matches nothing.
          !list.debouncedSearch.trim() && (
            <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
              Create Your First Campaign
            </Button>
          )
        }
        renderCard={(campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            busy={setStatus.isPending && setStatus.variables?.id === campaign.id}
            onEdit={() => dialog.openEdit(campaign)}
            onToggleStatus={() =>
              setStatus.mutate({
                id: campaign.id,
                version: campaign.version,
                status: nextCampaignStatus(campaign.status),
              })
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Campaign' : 'Create New Campaign'}>
        <CampaignForm
          key={dialog.formKey}
          campaign={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
