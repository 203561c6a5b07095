import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';

export const LEAVE_DIALOG_TITLE = 'Exit';
export const LEAVE_DIALOG_MESSAGE = 'Data will be lost. Do you want to proceed?';
export const AGENT_UNREACHABLE_MESSAGE =
  'The device agent is not running on this computer. Install it, then retry.';

interface LeaveCaptureDialogBase {
  opened: boolean;
  onCancel: () => void;
}

export type LeaveCaptureDialogProps = LeaveCaptureDialogBase &
  (
    | { variant: 'confirm'; onConfirm: () => void }
    /** The agent cannot be reached: offer its installer and nothing to confirm. */
    | { variant: 'agentUnreachable'; downloadUrl: string }
  );

/** Asked before leaving a capture mid-way (spec §8). */
export function LeaveCaptureDialog(props: LeaveCaptureDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={LEAVE_DIALOG_TITLE} centered>
      <Stack gap="md">
        <Text size="sm">{LEAVE_DIALOG_MESSAGE}</Text>
        {props.variant === 'agentUnreachable' ? (
          <Text size="sm">
            {AGENT_UNREACHABLE_MESSAGE}{' '}
            <Anchor href={props.downloadUrl} target="_blank" rel="noreferrer">
              Download here
            </Anchor>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          {props.variant === 'confirm' ? <Button onClick={props.onConfirm}>OK</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
