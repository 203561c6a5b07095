import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { capturePath } from '../capture/capture-paths';
import { notifyFailure } from '../forms/toasts';
import type { PortalRef } from '../session/session-types';
import { useStartRecapture } from './api/biometrics';

interface StartRecaptureButtonProps {
  portal: PortalRef;
  /** The transaction asked for recapture. */
  id: string;
  name: string;
  size?: 'xs' | 'sm';
}

/**
 * Opens the capture screens on the recapture of a REQUEST_FOR_RECAPTURE transaction; the API resumes an open
 * recapture rather than starting a second one, so pressing it twice lands on the same capture.
 */
export function StartRecaptureButton({ portal, id, name, size = 'xs' }: StartRecaptureButtonProps) {
  const start = useStartRecapture(portal);
  const navigate = useNavigate();
  return (
    <Button
      size={size}
      loading={start.isPending}
      aria-label={`Start recapture of ${name}`}
      onClick={() =>
        start
          .mutateAsync(id)
          .then((recaptureId) => navigate({ to: capturePath(portal, recaptureId) }))
          .catch(notifyFailure)
      }
    >
      Start recapture
    </Button>
  );
}
