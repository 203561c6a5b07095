import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconShieldLock } from '@tabler/icons-react';

export interface UserMenuProps {
  fullName: string;
  onLogout: () => void;
  /** Absent in the partner and location portals, whose menu has Logout only. */
  onChangePassword?: () => void;
  /** The user's second factor and active sessions. */
  onSecurity?: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function UserMenu({ fullName, onLogout, onChangePassword, onSecurity }: UserMenuProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={500} data-testid="user-full-name">
        {fullName}
      </Text>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="User menu">
            <Avatar color="blue" radius="xl">
              {initials(fullName)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {onChangePassword ? (
            <Menu.Item leftSection={<IconKey size={16} />} onClick={onChangePassword}>
              Change Password
            </Menu.Item>
          ) : null}
          {onSecurity ? (
            <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={onSecurity}>
              Security
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
