import type { CurrentUser } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc.ts';
import { ApiTokensCard } from './ApiTokensCard.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CompanySettingsCard } from './CompanySettingsCard.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

export function ProfilePage({ user }: { user: CurrentUser }) {
  const me = trpc.users.me.useQuery();
  const company = trpc.companySettings.get.useQuery();
  return (
    <Stack>
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
    </Stack>
  );
}
