import { Button, Menu } from '@mantine/core';
import {
  BIOMETRIC_STATUS_LABELS,
  CHANGE_STATUS_OPTIONS,
  nextBiometricStatuses,
  type BiometricStatus,
} from '@ridgeline/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import type { PortalRef } from '../session/session-types';
import { useChangeBiometricStatus } from './api/biometrics';

interface BiometricStatusMenuProps {
  portal: PortalRef;
  id: string;
  status: BiometricStatus;
  name: string;
}

/**
 * The status-change menu of §4: the change list without IN_PROGRESS and All, each entry enabled only when the
 * transaction may move to it by hand (libs/domain's status changes).
 */
export function BiometricStatusMenu({ portal, id, status, name }: BiometricStatusMenuProps) {
  const change = useChangeBiometricStatus(portal);
  const allowed = new Set(nextBiometricStatuses(status, 'manual'));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronDown size={14} />}
          disabled={allowed.size === 0 || change.isPending}
          aria-label={`Change status of ${name}`}
        >
          Change status
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>From {BIOMETRIC_STATUS_LABELS[status]}</Menu.Label>
        {CHANGE_STATUS_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            disabled={!allowed.has(option.value)}
            onClick={() =>
              change
                .mutateAsync({ id, status: option.value })
                .then(() => notifySuccess(`${name}: ${option.label}`))
                .catch(notifyFailure)
            }
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
