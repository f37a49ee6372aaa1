import type { CurrentUser } from '@app/domain';
import { roleLabel, sidebarName } from '@app/domain';
import {
  Avatar,
  Box,
  Collapse,
  Group,
  Image,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOpenIntent } from '../../lib/open-intent.ts';
import { NavItemLink } from './NavItemLink.tsx';
import { type NavGroup, navigationFor } from './navigation.ts';
import { useCompany } from './use-company.ts';

type OnNavigate = ((sectionId: string) => void) | undefined;

/**
 * One link of the sidebar. Memoised: a navigation re-renders only the links whose `active` changed
 * (two of them), not all of them.
 */
const SidebarLink = memo(function SidebarLink({
  id,
  to,
  label,
  icon: Icon,
  nested,
  active,
  onNavigate,
}: {
  id: string;
  to: string;
  label: string;
  icon?: NavGroup['icon'];
  nested?: boolean;
  active: boolean;
  onNavigate: OnNavigate;
}) {
  const intent = useOpenIntent();
  return (
    <NavItemLink
      to={to}
      {...intent(to)}
      label={label}
      icon={Icon}
      nested={nested}
      active={active}
      onClick={() => onNavigate?.(id)}
    />
  );
});

/** A group that opens and closes, with its links; memoised like the links (see SidebarLink). */
const SidebarGroup = memo(function SidebarGroup({
  group,
  open,
  activePath,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  open: boolean;
  /** The current path when it is one of this group's links, else null. */
  activePath: string | null;
  onToggle: (groupId: string) => void;
  onNavigate: OnNavigate;
}) {
  return (
    <Box>
      <NavLink
        component={UnstyledButton}
        label={group.label}
        leftSection={<group.icon size={18} />}
        rightSection={
          <IconChevronRight size={14} style={{ transform: open ? 'rotate(90deg)' : undefined }} />
        }
        active={activePath !== null}
        variant="subtle"
        aria-expanded={open}
        onClick={() => onToggle(group.id)}
      />
      <Collapse expanded={open}>
        {group.items.map((item) => (
          <SidebarLink
            key={item.id}
            id={item.id}
            to={item.to}
            label={item.label}
            nested
            active={item.to === activePath}
            onNavigate={onNavigate}
          />
        ))}
      </Collapse>
    </Box>
  );
});

/** The sidebar's links: the only part of the sidebar that follows the location. */
function SidebarNav({ role, onNavigate }: { role: CurrentUser['role']; onNavigate: OnNavigate }) {
  const { pathname } = useLocation();
  const current = pathname === '/' ? '/dashboard' : pathname;
  const groups = navigationFor(role);
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(groups.map((g) => [g.id, g.defaultOpen])),
  );
  const toggle = useCallback((groupId: string) => setOpen((o) => ({ ...o, [groupId]: !o[groupId] })), []);
  return (
    <ScrollArea flex={1} px="xs" component="nav" aria-label="Main">
      {groups.map((group) =>
        group.items.length === 0 && group.to ? (
          <SidebarLink
            key={group.id}
            id={group.id}
            to={group.to}
            label={group.label}
            icon={group.icon}
            active={group.to === current}
            onNavigate={onNavigate}
          />
        ) : (
          <SidebarGroup
            key={group.id}
            group={group}
            open={open[group.id] ?? false}
            activePath={group.items.some((item) => item.to === current) ? current : null}
            onToggle={toggle}
            onNavigate={onNavigate}
          />
        ),
      )}
    </ScrollArea>
  );
}

/**
 * The company's logo whole, whatever its shape: 40 px high like the letter avatar it replaces, as
 * wide as its proportions want up to 160 px (a 4:1 wordmark fills 160 × 40; a wider one is scaled
 * down inside that box, not cropped to a square). Without a logo, or if it fails to load, the name's
 * first letter.
 */
function CompanyLogo({ logo, name }: { logo: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!logo || failed === logo) {
    return (
      <Avatar radius="md" color="violet">
        {name.charAt(0)}
      </Avatar>
    );
  }
  return (
    <Image
      src={logo}
      alt=""
      w="auto"
      h={40}
      maw={160}
      fit="contain"
      radius="sm"
      data-testid="company-logo"
      onError={() => setFailed(logo)}
    />
  );
}

export function Sidebar({
  user,
  onNavigate,
}: {
  user: CurrentUser;
  onNavigate?: (sectionId: string) => void;
}) {
  const company = useCompany();
  return (
    <Stack h="100%" gap={0}>
      {/* The name keeps at least 8rem beside the logo; a wide logo leaves it less, and the name goes
          under the logo. The name wraps rather than being cut. */}
      <Group p="md" gap="sm">
        <Box style={{ flex: 'none' }}>
          <CompanyLogo logo={company.logo} name={company.name} />
        </Box>
        <Box style={{ flex: '1 1 8rem', minWidth: 0 }}>
          <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="company-name">
            {company.name}
          </Text>
          <Text fz="xs" c="dimmed">
            Event Management
          </Text>
        </Box>
      </Group>
      <SidebarNav role={user.role} onNavigate={onNavigate} />
      <Group p="md" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
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
