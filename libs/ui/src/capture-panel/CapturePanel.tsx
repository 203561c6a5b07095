import { Alert, Button, Card, Center, Group, Image, Loader, Stack, Switch, Text } from '@mantine/core';

export interface CapturePanelProps {
  /** What the scanner is capturing now, e.g. `R. INDEX`; null when nothing is selected. */
  label: string | null;
  /** The latest preview frame (an image URL); null before the first frame. */
  previewImage: string | null;
  autoCapture: boolean;
  onAutoCaptureChange: (autoCapture: boolean) => void;
  /** Manual capture, offered while auto-capture is off. */
  onCapture?: () => void;
  /** Low-quality attempts so far; forcing accepts the print anyway. */
  forceCaptureCounter: number;
  /** Whether forcing is allowed now (after repeated low quality). */
  canForceCapture: boolean;
  onForceCapture: () => void;
  /** Take the current print again. */
  onRecapture?: () => void;
  canRecapture?: boolean;
  /** The device is working (capturing or saving). */
  busy?: boolean;
  /** What the device is doing, read out politely. */
  status?: string | null;
  /** What went wrong and what to do about it, e.g. `Invalid finger`. */
  error?: string | null;
}

/** The scanner's live view and its controls. Purely presentational: the capture machine drives it. */
export function CapturePanel({
  label,
  previewImage,
  autoCapture,
  onAutoCaptureChange,
  onCapture,
  forceCaptureCounter,
  canForceCapture,
  onForceCapture,
  onRecapture,
  canRecapture = false,
  busy = false,
  status = null,
  error = null,
}: CapturePanelProps) {
  const forceLabel = forceCaptureCounter > 0 ? `Force capture (${forceCaptureCounter})` : 'Force capture';
  return (
    <Card withBorder padding="md" aria-label="Capture panel" component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{label ?? 'No finger selected'}</Text>
          <Switch
            label="Auto-capture"
            checked={autoCapture}
            onChange={(event) => onAutoCaptureChange(event.currentTarget.checked)}
          />
        </Group>
        <Card.Section>
          <Center h={260} bg="dark.8">
            {previewImage ? (
              <Image
                src={previewImage}
                alt={`Live preview of ${label ?? 'the scanner'}`}
                h={260}
                fit="contain"
              />
            ) : busy ? (
              <Loader color="gray.2" aria-hidden />
            ) : (
              <Text c="gray.4" size="sm">
                No preview
              </Text>
            )}
          </Center>
        </Card.Section>
        <Text size="sm" role="status" aria-live="polite" c="dimmed" mih={20}>
          {status ?? ''}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Capture problem">
            {error}
          </Alert>
        ) : null}
        <Group gap="xs">
          {!autoCapture && onCapture ? (
            <Button onClick={onCapture} disabled={busy || label === null}>
              Capture
            </Button>
          ) : null}
          <Button color="orange" variant="light" onClick={onForceCapture} disabled={!canForceCapture}>
            {forceLabel}
          </Button>
          {onRecapture ? (
            <Button variant="default" onClick={onRecapture} disabled={!canRecapture || busy}>
              Recapture
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
