import type { CurrentUser } from '@app/domain';
import { AppShell, Burger, Center, Group, Loader, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch.tsx';
import { headerFor, sectionOf } from './navigation.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { Sidebar } from './Sidebar.tsx';
import { UserMenu } from './UserMenu.tsx';

export function AppLayout({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const [mobileOpen, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const header = headerFor(sectionOf(pathname));

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: '16rem', breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <div>
              <Title order={1} fz="h3">
                {header.title}
              </Title>
              {header.subtitle && (
                <Text fz="sm" c="dimmed" visibleFrom="sm">
                  {header.subtitle}
                </Text>
              )}
            </div>
          </Group>
          <Group wrap="nowrap">
            <HeaderSearch />
            <NotificationBell />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar user={user} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center mih={200}>
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
