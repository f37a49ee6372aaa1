import type { CurrentUser } from '@app/domain';
import {
  AppShell,
  Box,
  Burger,
  Center,
  Group,
  Loader,
  Progress,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { headerFor, sectionOf } from './navigation.ts';
import { Sidebar } from './Sidebar.tsx';
import { UserMenu } from './UserMenu.tsx';

const NAVBAR_ID = 'app-navbar';

/** The screen's title and subtitle: the only part of the header that follows the location. */
function HeaderTitle({ role }: { role: CurrentUser['role'] }) {
  const header = headerFor(sectionOf(useLocation().pathname, role));
  return (
    <Box miw={0}>
      <Title order={1} fz={{ base: 'h4', sm: 'h3' }} lineClamp={1}>
        {header.title}
      </Title>
      {header.subtitle && (
        <Text fz="sm" c="dimmed" visibleFrom="sm">
          {header.subtitle}
        </Text>
      )}
    </Box>
  );
}

/** While a route's code or data is on its way, a thin bar across the top says the click was taken. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Opening the page"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}

/**
 * The signed-in frame around every screen. Nothing here but the title and the sidebar's links depends
 * on the location, so a navigation re-renders those and the screen, not the whole shell.
 */
export function AppLayout({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const [mobileOpen, { toggle, close }] = useDisclosure();
  const theme = useMantineTheme();
  // Below the 'sm' breakpoint the sidebar is a menu opened by the burger.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: '16rem', breakpoint: 'sm', collapsed: { mobile: !mobileOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <NavigationProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" miw={0}>
            <Burger
              opened={mobileOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={mobileOpen}
              aria-controls={NAVBAR_ID}
            />
            <HeaderTitle role={user.role} />
          </Group>
          <Group wrap="nowrap">
            <HeaderSearch />
            <NotificationBell />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Collapsed off-screen on a phone, its links must not take focus or be read out. */}
      <AppShell.Navbar id={NAVBAR_ID} inert={phone && !mobileOpen}>
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
