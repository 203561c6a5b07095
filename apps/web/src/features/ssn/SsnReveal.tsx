import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SSN_REVEAL_REASON_MAX, ssnRevealReasonDefect } from '@ridgeline/domain';
import { useState } from 'react';
import { notifyFailure } from '../forms/toasts';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';

interface SsnRevealProps {
  portal: PortalRef;
  /** The masked form the record answers (`***-**-1234`), or null when none is stored. */
  masked: string | null | undefined;
  /** Asks the record's security-detail call with the stated reason (audited there). */
  reveal(reason: string): Promise<string | null>;
}

/**
 * The one SSN reveal of the web app (issue 26), on the appointment drawer and the biometric record alike: the
 * masked number, and for holders of `ssn:detail` a Reveal button that asks for a reason of at least 5 characters.
 */
export function SsnReveal({ portal, masked, reveal }: SsnRevealProps) {
  const can = useCan(portal);
  const [revealing, setRevealing] = useState(false);
  const [reason, setReason] = useState('');
  const [ssn, setSsn] = useState<string | null>(null);

  const submit = async () => {
    try {
      setSsn(await reveal(reason.trim()));
      setRevealing(false);
      setReason('');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <Group gap="xs">
        <Text data-testid="ssn">{ssn ?? masked ?? 'None'}</Text>
        {masked && !ssn && can('ssn:detail') && (
          <Button size="compact-xs" variant="light" onClick={() => setRevealing(true)}>
            Reveal
          </Button>
        )}
      </Group>
      <Modal opened={revealing} onClose={() => setRevealing(false)} title="Reveal SSN">
        <Stack>
          <Text size="sm">The reveal is recorded with your reason.</Text>
          <TextInput
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={SSN_REVEAL_REASON_MAX}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevealing(false)}>
              Close
            </Button>
            <Button onClick={() => void submit()} disabled={ssnRevealReasonDefect(reason) !== null}>
              Reveal
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
