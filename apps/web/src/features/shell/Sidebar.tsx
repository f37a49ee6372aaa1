import { roleLabel, sidebarName } from '@app/domain';
import {
  Avatar,
  Box,
  Collapse,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@app/domain';
import { useCompany } from './use-company.ts';
import { NAVIGATION } from './navigation.ts';
import { useOpenIntent } from './screens.ts';

export function Sidebar({
  user,
  onNavigate,
}: {
  user: CurrentUser;
  onNavigate?: (sectionId: string) => void;
}) {
  const { pathname } = useLocation();
  const company = useCompany();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(NAVIGATION.map((g) => [g.id, g.defaultOpen])),
  );
  const isActive = (to: string) => pathname === to || (to === '/dashboard' && pathname === '/');
  const intent = useOpenIntent();

  return (
    <Stack h="100%" gap={0}>
      <Group p="md" gap="sm" wrap="nowrap">
        <Avatar src={company.logo} alt="" radius="md" color="violet">
          {company.name.charAt(0)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {company.name}
          </Text>
          <Text fz="xs" c="dimmed">
            Event Management
          </Text>
        </Box>
      </Group>
      <ScrollArea flex={1} px="xs" component="nav" aria-label="Main">
        {NAVIGATION.map((group) => {
          const groupActive = (group.to && isActive(group.to)) || group.items.some((i) => isActive(i.to));
          if (group.items.length === 0 && group.to) {
            return (
              <NavLink
                key={group.id}
                component={Link}
                to={group.to}
                {...intent(group.to)}
                label={group.label}
                leftSection={<group.icon size={18} />}
                active={groupActive}
                onClick={() => onNavigate?.(group.id)}
              />
            );
          }
          return (
            <Box key={group.id}>
              <NavLink
                component={UnstyledButton}
                label={group.label}
                leftSection={<group.icon size={18} />}
                rightSection={
                  <IconChevronRight
                    size={14}
                    style={{ transform: open[group.id] ? 'rotate(90deg)' : undefined }}
                  />
                }
                active={groupActive}
                variant="subtle"
                aria-expanded={open[group.id]}
                onClick={() => setOpen((o) => ({ ...o, [group.id]: !o[group.id] }))}
              />
              <Collapse expanded={open[group.id] ?? false}>
                {group.items.map((item) => (
                  <NavLink
                    key={item.id}
                    component={Link}
                    to={item.to}
                    {...intent(item.to)}
                    label={item.label}
                    pl="xl"
                    active={isActive(item.to)}
                    onClick={() => onNavigate?.(item.id)}
                  />
                ))}
              </Collapse>
            </Box>
          );
        })}
      </ScrollArea>
      <Group p="md" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Avatar src={user.profileImage} alt="" radius="xl" />
        <Box>
          <Text fz="sm" fw={600}>
            {sidebarName(user)}
          </Text>
          <Text fz="xs" c="dimmed">
            {roleLabel(user.role)}
          </Text>
        </Box>
      </Group>
    </Stack>
  );
}
