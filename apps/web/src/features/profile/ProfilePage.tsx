import type { CurrentUser } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ApiTokensCard } from './ApiTokensCard.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CompanySettingsCard } from './CompanySettingsCard.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { TimeZoneSuggestion } from './TimeZoneSuggestion.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

// In a chunk of its own (the screen's code is at its budget, scripts/check-bundle.mjs), and last, so
// that its arrival moves no card someone is using.
const EmailNotificationsCard = lazy(() =>
  import('./EmailNotificationsCard.tsx').then((m) => ({ default: m.EmailNotificationsCard })),
);

export function ProfilePage({ user }: { user: CurrentUser }) {
  const me = trpc.users.me.useQuery();
  const company = trpc.companySettings.get.useQuery();
  return (
    <Stack>
      <TimeZoneSuggestion isAdmin={user.role === 'admin'} />
      {me.data ? (
        <PersonalInfoCard key={`user-${me.data.version}`} user={me.data} />
      ) : (
        <Text c="dimmed">Loading...</Text>
      )}
      {company.data ? (
        <CompanySettingsCard
          key={`company-${company.data.version}`}
          settings={company.data}
          isAdmin={user.role === 'admin'}
        />
      ) : null}
      <ChangePasswordCard userId={user.id} />
      <TwoFactorCard />
      <CalendarFeedCard />
      <ApiTokensCard />
      {me.data ? (
        <Suspense fallback={null}>
          <EmailNotificationsCard email={me.data.email} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
