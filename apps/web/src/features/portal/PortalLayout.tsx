import { AppShell, Avatar, Button, Center, Container, Group, Loader, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router-dom';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePortalSession } from './use-portal-session.ts';

/**
 * The client portal's own small layout: the company's logo and name from company settings,
 * the client's name and Sign Out; no staff sidebar, no staff data. Its pages are /portal/login,
 * /portal/forgot-password, /portal/set-password and /portal, a route tree of their own loaded only by
 * clients.
 */
export function PortalLayout() {
  const brand = trpc.portal.brand.useQuery();
  const session = usePortalSession();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const logout = trpc.portal.logout.useMutation({
    onSuccess: () => {
      utils.portal.session.setData(undefined, { portal: null });
      void navigate('/portal/login');
    },
    onError: (error) => toastError(error.message),
  });
  const companyName = brand.data?.companyName ?? '';

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {brand.data?.logoUrl ? (
                <Avatar src={brand.data.logoUrl} alt={`${companyName} logo`} radius="sm" />
              ) : null}
              <Text fw={700} truncate>
                {companyName}
              </Text>
            </Group>
            {session.portal && (
              <Group gap="sm" wrap="nowrap">
                <Text fz="sm" c="dimmed" visibleFrom="sm" truncate>
                  {session.portal.clientName}
                </Text>
                <Button
                  variant="subtle"
                  leftSection={<IconLogout size={16} />}
                  loading={logout.isPending}
                  onClick={() => logout.mutate()}
                >
                  Sign Out
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" component="main">
          {session.status === 'checking' ? (
            <Center mih={240}>
              <Loader aria-label="Checking your session" />
            </Center>
          ) : (
            <Outlet />
          )}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
