import { type Campaign, type CampaignCreateInput, MESSAGES } from '@app/domain';
import { Button, Card, Group, Modal, Pagination, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChartBar,
  IconPlus,
  IconSearch,
  IconSpeakerphone,
  IconTarget,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { CampaignCard } from './CampaignCard.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import { nextCampaignStatus } from './campaign-status.ts';

const PAGE_SIZE = 12;

export function MarketingPage() {
  const utils = trpc.useUtils();
  // The header search opens this screen with ?search=<campaign name>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  useEffect(() => {
    const fromUrl = params.get('search');
    if (fromUrl !== null) setSearch(fromUrl);
  }, [params]);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const summary = trpc.campaigns.summary.useQuery();
  const list = trpc.campaigns.page.useQuery(
    { search: debouncedSearch, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  // The dashboard counts active campaigns too.
  const refresh = () => Promise.all([utils.campaigns.invalidate(), utils.dashboard.stats.invalidate()]);
  const openCreate = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const close = () => {
    setDialogOpen(false);
    setEditing(null);
  };
  const conflictOr = (fallback: string) => (error: { data?: { code?: string } | null; message: string }) =>
    toastError(error.data?.code === 'CONFLICT' ? error.message : fallback);

  const create = trpc.campaigns.create.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.createSuccess);
      close();
      await refresh();
    },
    onError: () => toastError(MESSAGES.campaign.createFailed),
  });
  const update = trpc.campaigns.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.updateSuccess);
      close();
      await refresh();
    },
    onError: conflictOr(MESSAGES.campaign.updateFailed),
  });
  const setStatus = trpc.campaigns.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.campaign.statusSuccess);
      await refresh();
    },
    onError: conflictOr(MESSAGES.campaign.statusFailed),
  });

  const submit = (values: CampaignCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const s = summary.data;
  const loading = 'Loading...';
  const figure = (value: number | undefined) =>
    value === undefined ? loading : value.toLocaleString('en-US');
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

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
          <Text c="dimmed" fz="sm">
            {total} campaigns
          </Text>
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          New Campaign
        </Button>
      </Group>

      {items.length === 0 ? (
        <Card withBorder padding="xl">
          {list.isPending ? (
            <Text ta="center" c="dimmed">
              {loading}
            </Text>
          ) : (
            <Stack align="center">
              <Text c="dimmed">No marketing campaigns found</Text>
              {/* Only when there are none at all, not when a search matches nothing. */}
              {!debouncedSearch.trim() && (
                <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
                  Create Your First Campaign
                </Button>
              )}
            </Stack>
          )}
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {items.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              busy={setStatus.isPending && setStatus.variables?.id === campaign.id}
              onEdit={() => {
                setEditing(campaign);
                setDialogOpen(true);
              }}
              onToggleStatus={() =>
                setStatus.mutate({
                  id: campaign.id,
                  version: campaign.version,
                  status: nextCampaignStatus(campaign.status),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}

      <Modal
        opened={dialogOpen}
        onClose={close}
        title={editing ? 'Edit Campaign' : 'Create New Campaign'}
        size="lg"
      >
        <CampaignForm
          key={editing?.id ?? 'new'}
          campaign={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
