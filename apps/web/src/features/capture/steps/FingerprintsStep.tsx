import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  fingerprintsPhaseMessage,
  isItemSkipped,
  selectCanForceCapture,
  selectCurrentItem,
  selectFingerprintsPhase,
  type CaptureContext,
  type CaptureItem,
} from '@ridgeline/capture-machine';
import { previewFingerprints } from '@ridgeline/device-agent-client';
import { fingerLabel, fingerOfCode, isFingerCode, type FingerCode } from '@ridgeline/domain';
import { CapturePanel, HandDiagram, PrintTile, isPrintQuality } from '@ridgeline/ui';
import { notifySuccess } from '../../forms/toasts';
import { uploadPrints } from '../api/capture-api';
import type { CaptureStepProps } from '../capture-step-props';
import { useStepSave } from '../use-step-save';
import { RecaptureChoice } from '../RecaptureChoice';

const png = (base64: string | undefined) => (base64 ? `data:image/png;base64,${base64}` : null);

/**
 * Step 5: the hand diagram, the live preview with its quality, force capture after repeated poor prints,
 * recapture of a chosen print and clearing them all. Continue stores every print (WSQ and bitmap from the agent)
 * on the transaction before the Signature step.
 */
export function FingerprintsStep({ portal, transaction, state, send, agent, refresh }: CaptureStepProps) {
  const { context } = state;
  const phase = selectFingerprintsPhase(state);
  const [recaptureCode, setRecaptureCode] = useState<FingerCode | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const save = useStepSave();
  const item = selectCurrentItem(context);
  const label = item && isFingerCode(item.finger) ? fingerLabel(item.finger) : null;
  const preview = (item ? context.prints[item.finger] : undefined) ?? Object.values(context.prints).at(-1);
  const canStop = phase === 'arming' || phase === 'armed' || phase === 'capturing' || phase === 'lowQuality';
  const canForce = phase === 'lowQuality' && selectCanForceCapture(context);
  const printCount = Object.keys(context.prints).length;
  // A recapture transaction starts once the operator has chosen what to take again.
  const choosing = context.chosenCodes !== null && phase === 'idle';
  const nothingChosen = context.chosenCodes !== null && context.chosenCodes.length === 0;

  const storeAndContinue = () =>
    save.run(async () => {
      if (!transaction || !context.session) return;
      const captured = new Set(Object.keys(context.prints));
      const prints = (
        await previewFingerprints(
          agent,
          { sessionId: context.session.sessionId },
          AbortSignal.timeout(60_000),
        )
      )
        .filter((print) => captured.has(print.code))
        .map((print) => ({
          code: print.code,
          wsqImage: print.wsqImage,
          bitmapImage: print.bitmapImage,
          width: print.width,
          height: print.height,
          quality: print.quality,
        }));
      if (prints.length === 0) throw new Error('The device agent holds no print of this capture');
      const answer = await uploadPrints(portal, transaction.id, prints);
      notifySuccess(answer.message ?? `${prints.length} prints stored`);
      send({ type: 'step.next' });
      await refresh();
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Fingerprints
        </Title>
        <Group gap="xs">
          {phase === 'idle' ? (
            <Button onClick={() => send({ type: 'capture.start' })} disabled={nothingChosen}>
              Start capture
            </Button>
          ) : null}
          {canStop ? (
            <Button variant="default" onClick={() => send({ type: 'capture.stop' })}>
              Stop
            </Button>
          ) : null}
          {phase === 'paused' ? (
            <Button onClick={() => send({ type: 'capture.resume' })}>Resume</Button>
          ) : null}
          {phase === 'lowQuality' || phase === 'invalidFinger' || phase === 'captureFailed' ? (
            <Button variant="default" onClick={() => send({ type: 'capture.retry' })}>
              Try again
            </Button>
          ) : null}
          {phase === 'deviceLost' ? (
            <Button onClick={() => send({ type: 'device.reconnect' })}>Reconnect device</Button>
          ) : null}
          {phase === 'review' && !confirmClear ? (
            <Button variant="default" color="red" onClick={() => setConfirmClear(true)}>
              Clear all prints
            </Button>
          ) : null}
          {phase === 'review' ? (
            <Button onClick={() => void storeAndContinue()} loading={save.busy}>
              Continue
            </Button>
          ) : null}
        </Group>
      </Group>
      {confirmClear && phase === 'review' ? (
        <Alert color="red" title="Clear every print?">
          <Group justify="space-between">
            The {printCount} prints of this capture are thrown away and the sequence starts again.
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setConfirmClear(false)}>
                Keep them
              </Button>
              <Button
                color="red"
                size="xs"
                onClick={() => {
                  setConfirmClear(false);
                  send({ type: 'capture.clear' });
                }}
              >
                Clear
              </Button>
            </Group>
          </Group>
        </Alert>
      ) : null}
      {choosing ? (
        <RecaptureChoice
          chosen={context.chosenCodes ?? []}
          onChange={(codes) => send({ type: 'capture.choose', codes })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <HandDiagram fingers={context.fingers} />
        <CapturePanel
          label={label}
          previewImage={png(preview?.bitmapImage)}
          autoCapture={context.settings.deviceAutoCaptureMode}
          onAutoCaptureChange={(enabled) => send({ type: 'capture.autoCapture', enabled })}
          {...(phase === 'armed' ? { onCapture: () => send({ type: 'capture.trigger' }) } : {})}
          forceCaptureCounter={context.settings.forceCaptureCounter}
          canForceCapture={canForce}
          onForceCapture={() => send({ type: 'capture.force' })}
          onRecapture={() => {
            if (recaptureCode) send({ type: 'capture.recapture', code: recaptureCode });
            setRecaptureCode(null);
          }}
          canRecapture={phase === 'review' && recaptureCode !== null}
          busy={phase === 'startingSession' || phase === 'capturing' || phase === 'arming'}
          status={fingerprintsPhaseMessage(phase, label, context)}
          error={context.error?.message ?? null}
        />
      </SimpleGrid>
      {context.sequence.length > 0 ? (
        <Group gap="xs" aria-label="Prints" role="list">
          {context.sequence.map((entry) => (
            <div role="listitem" key={entry.finger}>
              <SequenceTile
                item={entry}
                context={context}
                selected={recaptureCode === entry.finger}
                onSelect={
                  phase === 'review' && context.prints[entry.finger]
                    ? () => setRecaptureCode(isFingerCode(entry.finger) ? entry.finger : null)
                    : undefined
                }
              />
            </div>
          ))}
        </Group>
      ) : null}
      {phase === 'review' ? (
        <Alert color="teal" variant="light">
          All prints captured. Pick a print and press Recapture to take it again, or Continue.
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={() => send({ type: 'step.back' })} disabled={phase !== 'idle'}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}

function SequenceTile({
  item,
  context,
  selected,
  onSelect,
}: {
  item: CaptureItem;
  context: CaptureContext;
  selected: boolean;
  onSelect: (() => void) | undefined;
}) {
  const print = context.prints[item.finger];
  const label = isFingerCode(item.finger) ? fingerLabel(item.finger) : item.label;
  const skipped = isItemSkipped(context.fingers, item);
  const reason = context.markReasons[item.finger];
  const ref = fingerOfCode(item.finger);
  const red = ref ? context.fingers[ref.hand][ref.finger].red : false;
  return (
    <PrintTile
      label={label}
      image={png(print?.bitmapImage)}
      quality={print && isPrintQuality(print.quality) ? print.quality : null}
      annotation={skipped ? { color: red ? 'red' : 'yellow', text: reason ?? 'Annotated' } : undefined}
      wide={item.kind === 'FOUR_FINGER'}
      selected={selected}
      {...(onSelect ? { onSelect } : {})}
    />
  );
}
