import { Button } from '@mantine/core';
import { toFormData, unwrap } from '@ridgeline/backend-client';
import { getLogs } from '@ridgeline/device-agent-client';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import { useDeviceAgent } from './device-agent';

/**
 * Issue 16's "send device logs": fetches the device agent's log (GET /logs) and uploads it to the API
 * (PUT /partner/v1/biometrics/logs), which files it under the session's partner and location, so support can read
 * what the scanner did.
 */
export function SendDeviceLogsButton({ portal }: { portal: PortalRef }) {
  const deviceAgent = useDeviceAgent(portal);
  const send = useMutation({
    mutationFn: async () => {
      const log = await getLogs(await deviceAgent(), AbortSignal.timeout(30_000));
      return unwrap(
        partnerClient(portal).PUT('/partner/v1/biometrics/logs', {
          body: { log, createdOn: new Date().toISOString() },
          bodySerializer: (body) => toFormData(body as Record<string, unknown>),
        }),
      );
    },
    onSuccess: (answer) => notifySuccess(answer.message || 'Device logs sent'),
    onError: notifyFailure,
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileUpload size={16} />}
      loading={send.isPending}
      onClick={() => send.mutate()}
    >
      Send device logs
    </Button>
  );
}
