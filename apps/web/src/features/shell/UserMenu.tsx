import { type CurrentUser, capitalize, displayName, emailLine, initials } from '@app/domain';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useOpenIntent } from '../../lib/open-intent.ts';
import { ColorSchemeItems } from './ColorSchemeItems.tsx';

export function UserMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const navigate = useNavigate();
  const intent = useOpenIntent();
  return (
    // Without the focus placeholder: it is an unnamed focusable element inside role="menu".
    <Menu position="bottom-end" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${displayName(user)}`}>
          <Avatar src={user.profileImage} color="violet" radius="xl">
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)">
            {displayName(user)}
          </Text>
          <Text fz="xs">{emailLine(user)}</Text>
          <Text fz="xs">{capitalize(user.role)}</Text>
        </Menu.Label>
        <Menu.Divider />
        <ColorSchemeItems />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate('/profile')}
          {...intent('/profile')}
        >
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red.9" onClick={onLogout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
