import { formatDate, formatWholeDollars, relativeTime } from '@app/domain';
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCoin, IconReceipt, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../auth/use-session.ts';
import { RECENT_CLIENTS_INPUT, REVENUE_INPUT, RevenueChart } from './loader.ts';

// Only an administrator can be offered the browser's time zone: the others never load its code.
const TimeZoneSuggestion = lazy(() =>
  import('../profile/TimeZoneSuggestion.tsx').then((m) => ({ default: m.TimeZoneSuggestion })),
);

export function DashboardPage() {
  const navigate = useNavigate();
  const stats = trpc.dashboard.stats.useQuery();
  const revenue = trpc.dashboard.revenue.useQuery(REVENUE_INPUT);
  const upcoming = trpc.dashboard.upcomingEvents.useQuery();
  const recent = trpc.clients.page.useQuery(RECENT_CLIENTS_INPUT);
  const s = stats.data;
  const loading = 'Loading...';
  const netProfit = s ? Number(s.netProfit) : 0;
  const isAdmin = useSession().user?.role === 'admin';

  return (
    <Stack>
      {isAdmin && (
        <Suspense fallback={null}>
          <TimeZoneSuggestion isAdmin />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
        <SummaryCard
          title="Total Clients"
          value={s ? s.totalClients : loading}
          icon={<IconUsers size={22} />}
        />
        <SummaryCard
          title="Active Events"
          value={s ? s.activeEvents : loading}
          detail="planning, confirmed or in progress"
          icon={<IconCalendarEvent size={22} />}
        />
        <SummaryCard
          title="Net Profit"
          value={s ? formatWholeDollars(s.netProfit) : loading}
          valueColor={s ? (netProfit >= 0 ? 'green' : 'red') : undefined}
          // The sums of every financial record whatever its date (the kept totals have no period).
          detail={
            s
              ? `All time · Income ${formatWholeDollars(s.totalIncome)} · Expenses ${formatWholeDollars(s.totalExpenses)}`
              : undefined
          }
          icon={<IconCoin size={22} />}
        />
        <SummaryCard
          title="Outstanding"
          value={s ? formatWholeDollars(s.outstanding) : loading}
          detail="owed on sent invoices"
          icon={<IconReceipt size={22} />}
          color="orange"
        />
        <SummaryCard
          title="Campaigns"
          value={s ? s.totalCampaigns : loading}
          detail={s ? `${s.activeCampaigns} active` : undefined}
          icon={<IconSpeakerphone size={22} />}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Card withBorder padding="lg" style={{ gridColumn: 'span 2' }}>
          <Title order={2} fz="h4" mb="md">
            Revenue Overview
          </Title>
          {revenue.data ? (
            // Its chunk may still be on its way: the chart's own space, empty, not a 'Loading...' that
            // React would keep up for 300 ms once shown while the figures around it are ready.
            <Suspense fallback={<Box h={260} aria-hidden="true" />}>
              <RevenueChart months={revenue.data} />
            </Suspense>
          ) : (
            <Text c="dimmed">Loading...</Text>
          )}
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="md">
            Upcoming Events
          </Title>
          {upcoming.data && upcoming.data.length > 0 ? (
            <Stack gap="sm">
              {upcoming.data.map((e) => (
                <div key={e.id}>
                  <Text fw={600} fz="sm">
                    {e.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatDate(e.date)} · {e.venue}
                  </Text>
                </div>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{upcoming.isPending ? 'Loading...' : 'No upcoming events'}</Text>
          )}
          <Button variant="subtle" mt="md" onClick={() => navigate('/events')}>
            View All Events →
          </Button>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={2} fz="h4" mb="md">
          Recent Activity
        </Title>
        {recent.data && recent.data.items.length > 0 ? (
          <Stack gap="sm">
            {recent.data.items.map((c) => (
              <Group key={c.id} justify="space-between">
                <Text fz="sm">New client {c.name} added to the system</Text>
                {/* When it was added, where the spec's system wrote 'Recently added' whatever the date. */}
                <Text fz="xs" c="dimmed" title={formatDate(c.createdAt)}>
                  {relativeTime(c.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{recent.isPending ? 'Loading...' : 'No recent activity'}</Text>
        )}
      </Card>
    </Stack>
  );
}
