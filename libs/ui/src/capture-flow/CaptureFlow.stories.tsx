// The flow story binds the real capture machine (a type:feature library) and the device-agent client, which
// libs/ui components may not import; stories are not shipped, so the container lives here, not beside them.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  fingerLabel,
  fingerOfCode,
  isFingerCode,
  type FingerCode,
  type FingerprintOption,
} from '@ridgeline/domain';
import { createDeviceAgentClient, type FaultInjection } from '@ridgeline/device-agent-client';
import {
  annotationsOf,
  captureMachine,
  createCaptureImplementations,
  createFakeAgent,
  createHttpCaptureAgent,
  createMemoryStorage,
  createStepStorage,
  fingerprintsPhaseMessage,
  isItemSkipped,
  selectCanForceCapture,
  selectCurrentItem,
  selectFingerprintsPhase,
  selectSteps,
  type CaptureAgent,
  type CaptureContext,
  type CaptureInput,
  type CaptureItem,
  type FingerprintsPhase,
} from '@ridgeline/capture-machine';
import { AnnotationEditor } from '../annotation-editor/AnnotationEditor';
import { CapturePanel } from '../capture-panel/CapturePanel';
import { CaptureStepBar } from '../capture-step-bar/CaptureStepBar';
import { HandDiagram } from '../hand-diagram/HandDiagram';
import { LeaveCaptureDialog } from '../leave-capture-dialog/LeaveCaptureDialog';
import { PrintTile } from '../print-tile/PrintTile';
import { isPrintQuality } from '../print-tile/print-quality';
import { SignaturePad } from '../signature-pad/SignaturePad';
import { samplePrint } from '../story-support/sample-print';
import { samplePrintPng } from '../story-support/sample-print-png';

interface CaptureFlowDemoProps {
  input: Omit<CaptureInput, 'resumeStepIndex'>;
  /** The device agent the machine talks to (the story passes the in-browser fake over HTTP semantics). */
  agent: CaptureAgent;
  /** Shorter than the product's pause so interaction tests stay quick. */
  lowQualityRetryMs?: number;
}

/**
 * Story-only container: the real capture machine (with its real actors over the given agent) bound with
 * @xstate/react to the presentational components, the way apps/web will bind it.
 */
function CaptureFlowDemo({ input, agent, lowQualityRetryMs = 50 }: CaptureFlowDemoProps) {
  const [machine] = useState(() =>
    captureMachine.provide(
      createCaptureImplementations({
        agent,
        stepStorage: createStepStorage(createMemoryStorage()),
        delays: { lowQualityRetry: lowQualityRetryMs },
      }),
    ),
  );
  const [state, send] = useMachine(machine, { input });
  const [recaptureCode, setRecaptureCode] = useState<FingerCode | null>(null);
  const { context } = state;

  if (state.status === 'done') {
    const output = state.output;
    return (
      <Paper withBorder p="lg" role="region" aria-label="Capture result">
        <Title order={3}>{output?.outcome === 'completed' ? 'Capture completed' : 'Capture exited'}</Title>
        <Text size="sm">
          {output?.prints.length ?? 0} prints, {output?.annotations.length ?? 0} annotated fingers
        </Text>
        {output?.annotations.map((annotation) => (
          <Text size="sm" key={annotation.code}>
            {annotation.code}: {annotation.color} {annotation.reason ?? ''}
          </Text>
        ))}
      </Paper>
    );
  }

  const phase = selectFingerprintsPhase(state);
  const step = context.stepIndex;
  const dialog = context.dialog;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <CaptureStepBar
          steps={selectSteps(context)}
          activeIndex={step}
          onStepSelect={(index) => send({ type: 'step.goto', index })}
        />
        <Button variant="subtle" color="red" onClick={() => send({ type: 'leave.request' })}>
          Exit capture
        </Button>
      </Group>
      <Card withBorder padding="lg">
        {step === 0 ? (
          <Placeholder title="Transaction Detail" text={`Transaction ${context.transactionId}`} />
        ) : null}
        {step === 1 ? <Placeholder title="Applicant" text="Applicant form (bound in apps/web)." /> : null}
        {step === 2 ? (
          <PhotoStep photo={context.photo} onTake={(image) => send({ type: 'photo.set', image })} />
        ) : null}
        {step === 3 ? <AnnotationsStep context={context} send={send} /> : null}
        {step === 4 ? (
          <FingerprintsStep
            context={context}
            phase={phase}
            send={send}
            recaptureCode={recaptureCode}
            onRecaptureSelect={setRecaptureCode}
          />
        ) : null}
        {step === 5 ? (
          <Stack>
            <Title order={4}>Signature</Title>
            <SignaturePad
              label="Applicant signature"
              onChange={(png) =>
                send({ type: 'signature.set', signatures: png ? { applicantSignature: png } : {} })
              }
            />
          </Stack>
        ) : null}
        {step === 6 ? (
          <Stack>
            <Title order={4}>Confirmation</Title>
            <Text size="sm">{Object.keys(context.prints).length} prints captured.</Text>
            <Group>
              <Button onClick={() => send({ type: 'capture.complete' })}>Complete</Button>
            </Group>
          </Stack>
        ) : null}
      </Card>
      {step !== 4 && step !== 6 ? (
        <Group justify="space-between">
          <Button variant="default" onClick={() => send({ type: 'step.back' })} disabled={step === 0}>
            Back
          </Button>
          <Button onClick={() => send({ type: 'step.next' })}>Next</Button>
        </Group>
      ) : null}
      {dialog?.variant === 'agentMissing' ? (
        <LeaveCaptureDialog
          opened
          variant="agentUnreachable"
          downloadUrl={dialog.downloadUrl ?? context.agentDownloadUrl}
          onCancel={() => send({ type: 'leave.cancel' })}
        />
      ) : (
        <LeaveCaptureDialog
          opened={dialog !== null}
          variant="confirm"
          onConfirm={() => send({ type: 'leave.confirm' })}
          onCancel={() => send({ type: 'leave.cancel' })}
        />
      )}
    </Stack>
  );
}

type Send = ReturnType<typeof useMachine<typeof captureMachine>>[1];

function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

function PhotoStep({ photo, onTake }: { photo: string | null; onTake: (image: string) => void }) {
  return (
    <Stack gap="xs">
      <Title order={4}>Photo</Title>
      {photo ? <Image src={photo} alt="Applicant photo" w={120} /> : <Text size="sm">No photo yet.</Text>}
      <Group>
        <Button variant="default" onClick={() => onTake(samplePrint(9))}>
          Take photo
        </Button>
      </Group>
    </Stack>
  );
}

function AnnotationsStep({ context, send }: { context: CaptureContext; send: Send }) {
  return (
    <Stack>
      <Title order={4}>Annotations</Title>
      <HandDiagram fingers={context.fingers} hideGroups />
      <AnnotationEditor
        annotations={annotationsOf(context.fingers, context.markReasons)}
        onChange={(code, annotation) => {
          const ref = fingerOfCode(code);
          if (!ref) return;
          if (annotation === null) send({ type: 'finger.clear', ...ref });
          else
            send({
              type: 'finger.mark',
              ...ref,
              mark: annotation.color === 'RED' ? 'red' : 'yellow',
              ...(annotation.reason !== undefined ? { reason: annotation.reason } : {}),
            });
        }}
      />
    </Stack>
  );
}

interface FingerprintsStepProps {
  context: CaptureContext;
  phase: FingerprintsPhase | null;
  send: Send;
  recaptureCode: FingerCode | null;
  onRecaptureSelect: (code: FingerCode | null) => void;
}

function FingerprintsStep({ context, phase, send, recaptureCode, onRecaptureSelect }: FingerprintsStepProps) {
  const item = selectCurrentItem(context);
  const label = item && isFingerCode(item.finger) ? fingerLabel(item.finger) : null;
  const currentPrint = item ? context.prints[item.finger] : undefined;
  const latestPrint = Object.values(context.prints).at(-1);
  const preview = currentPrint ?? latestPrint;
  const canStop = phase === 'arming' || phase === 'armed' || phase === 'capturing' || phase === 'lowQuality';
  const canForce = phase === 'lowQuality' && selectCanForceCapture(context);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>Fingerprints</Title>
        <Group gap="xs">
          {phase === 'idle' ? (
            <Button onClick={() => send({ type: 'capture.start' })}>Start capture</Button>
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
          {phase === 'review' ? <Button onClick={() => send({ type: 'step.next' })}>Continue</Button> : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <HandDiagram fingers={context.fingers} />
        <CapturePanel
          label={label}
          previewImage={
            preview && preview.bitmapImage ? `data:image/png;base64,${preview.bitmapImage}` : null
          }
          autoCapture={context.settings.deviceAutoCaptureMode}
          onAutoCaptureChange={(enabled) => send({ type: 'capture.autoCapture', enabled })}
          onCapture={phase === 'armed' ? () => send({ type: 'capture.trigger' }) : undefined}
          forceCaptureCounter={context.settings.forceCaptureCounter}
          canForceCapture={canForce}
          onForceCapture={() => send({ type: 'capture.force' })}
          onRecapture={() => {
            if (recaptureCode) send({ type: 'capture.recapture', code: recaptureCode });
            onRecaptureSelect(null);
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
                    ? () => onRecaptureSelect(isFingerCode(entry.finger) ? entry.finger : null)
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
      image={print?.bitmapImage ? `data:image/png;base64,${print.bitmapImage}` : null}
      quality={print && isPrintQuality(print.quality) ? print.quality : null}
      annotation={skipped ? { color: red ? 'red' : 'yellow', text: reason ?? 'Annotated' } : undefined}
      wide={item.kind === 'FOUR_FINGER'}
      selected={selected}
      {...(onSelect ? { onSelect } : {})}
    />
  );
}

interface FlowArgs {
  photographRequired: boolean;
  fingerprintOption: FingerprintOption;
  /** Milliseconds the fake agent takes per call, so the progress is visible. */
  latencyMs: number;
  agentReachable: boolean;
  /** Faults the fake agent applies to its next calls (as the simulator's POST /sim/faults). */
  faults?: FaultInjection;
}

const AGENT_DOWNLOAD_URL = 'https://downloads.example.test/ridgeline-agent.msi';

/** The real capture machine and its real HTTP actors, talking to the in-browser fake device agent. */
function CaptureFlowWithFakeAgent({
  photographRequired,
  fingerprintOption,
  latencyMs,
  agentReachable,
  faults,
}: FlowArgs) {
  const [captured, setCaptured] = useState<readonly string[]>([]);
  const [agent] = useState((): CaptureAgent => {
    const fake = createFakeAgent({ latencyMs, renderPrint: samplePrintPng });
    fake.setReachable(agentReachable);
    if (faults) fake.setFaults(faults);
    const http = createHttpCaptureAgent(
      createDeviceAgentClient({ baseUrl: fake.baseUrl, fetch: fake.fetch }),
    );
    // Logs what the scanner was asked to capture, so a story can show that a recapture really went out.
    return {
      ...http,
      capture: async (input, signal) => {
        const result = await http.capture(input, signal);
        setCaptured((codes) => [...codes, input.request.finger]);
        return result;
      },
    };
  });
  return (
    <Stack gap="xs">
      <CaptureFlowDemo
        agent={agent}
        input={{
          transactionId: 'T-1001',
          fingerprintOption,
          photographRequired,
          agentDownloadUrl: AGENT_DOWNLOAD_URL,
        }}
      />
      <Text size="xs" c="dimmed">
        Fake agent captures: {captured.length}
        {captured.length > 0 ? `, last ${captured.at(-1)}` : ''}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Capture/Capture flow (real machine, fake agent)',
  component: CaptureFlowWithFakeAgent,
  args: { photographRequired: true, fingerprintOption: 'FLAT_AND_ROLL', latencyMs: 0, agentReachable: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CaptureFlowWithFakeAgent>;

export default meta;
type Story = StoryObj<typeof meta>;

// A full ten-print pass is 14 captures of two agent calls each; on a busy shared machine it has taken over 20 s.
const CAPTURE_TIMEOUT = { timeout: 40_000 };

/**
 * Fails on a blank or black tile: the picture must have loaded at more than a pixel, be neither near black nor
 * near white on average, and vary (ridges), as read back from its pixels through a canvas.
 */
async function expectRidges(image: HTMLImageElement): Promise<void> {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  await expect(image.naturalWidth).toBeGreaterThan(1);
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  let squares = 0;
  const count = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const luminance = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    sum += luminance;
    squares += luminance * luminance;
  }
  const mean = sum / count;
  const deviation = Math.sqrt(Math.max(0, squares / count - mean * mean));
  await expect(mean, `${image.alt}: mean grey`).toBeGreaterThan(40);
  await expect(mean, `${image.alt}: mean grey`).toBeLessThan(240);
  await expect(deviation, `${image.alt}: contrast`).toBeGreaterThan(20);
}

export const Interactive: Story = { args: { latencyMs: 300 } };

export const HappyPath: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('walk the steps before the prints', async () => {
      await expect(canvas.getByRole('button', { name: /Transaction Detail/ })).toHaveAttribute(
        'aria-current',
        'step',
      );
      await expect(canvas.getByRole('button', { name: /Signature/ })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Take photo' }));
      await expect(canvas.getByRole('img', { name: 'Applicant photo' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByRole('heading', { name: 'Annotations' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });
    await step('capture the ten rolled prints, both slaps and both thumbs', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start capture' }));
      await canvas.findByRole('button', { name: 'Continue' }, CAPTURE_TIMEOUT);
      const prints = within(canvas.getByRole('list', { name: 'Prints' }));
      await expect(prints.getAllByRole('listitem')).toHaveLength(14);
      await expect(prints.getAllByText('Q2')).toHaveLength(14);
      // The tiles show print pictures (a rolled print, a slap), not the black squares of a 1x1 default.
      await expectRidges(prints.getByRole('img', { name: 'R. INDEX print' }) as HTMLImageElement);
      await expectRidges(prints.getByRole('img', { name: 'LEFT FOUR FINGER print' }) as HTMLImageElement);
      const hands = within(canvas.getByRole('group', { name: 'Hand diagram' }));
      await expect(hands.getByRole('button', { name: 'R. INDEX' })).toHaveAttribute(
        'data-status',
        'captured',
      );
      await expect(hands.getByRole('button', { name: 'LEFT FOUR FINGER' })).toHaveAttribute(
        'data-status',
        'captured',
      );
    });
    await step('sign, confirm and complete', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      const pad = await canvas.findByRole('img', { name: 'Applicant signature' });
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target: pad, coords: { x: 30, y: 40 } },
        { target: pad, coords: { x: 160, y: 80 } },
        { keys: '[/MouseLeft]', target: pad, coords: { x: 160, y: 80 } },
      ]);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Complete' }));
      await expect(await canvas.findByRole('heading', { name: 'Capture completed' })).toBeVisible();
      await expect(canvas.getByText('14 prints, 0 annotated fingers')).toBeVisible();
    });
  },
};

export const AmputatedLeftIndex: Story = {
  args: { photographRequired: false },
  play: async ({ canvas, userEvent, step }) => {
    await step('skip the photo, which this ORI does not require', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByRole('heading', { name: 'Annotations' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Photo/ })).toBeDisabled();
    });
    await step('mark the left index amputated', async () => {
      const leftIndex = canvas.getByRole('radiogroup', { name: 'L. INDEX annotation' });
      await userEvent.click(within(leftIndex).getByText('Amputated'));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'L. INDEX' })).toHaveAttribute('data-status', 'red'),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });
    await step('capture everything but the amputated finger', async () => {
      await expect(canvas.getByRole('button', { name: 'L. INDEX' })).toHaveAttribute('data-status', 'red');
      await userEvent.click(canvas.getByRole('button', { name: 'Start capture' }));
      await canvas.findByRole('button', { name: 'Continue' }, CAPTURE_TIMEOUT);
      const prints = within(canvas.getByRole('list', { name: 'Prints' }));
      await expect(prints.getAllByText('Q2')).toHaveLength(13);
      await expect(prints.getByText('Amputated')).toBeVisible();
      const hands = within(canvas.getByRole('group', { name: 'Hand diagram' }));
      await expect(hands.getByRole('button', { name: 'L. MIDDLE' })).toHaveAttribute(
        'data-status',
        'captured',
      );
      await expect(hands.getByRole('button', { name: 'L. INDEX' })).toHaveAttribute('data-status', 'red');
    });
    await step('finish with the annotation in the output', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Complete' }));
      await expect(await canvas.findByRole('heading', { name: 'Capture completed' })).toBeVisible();
      await expect(canvas.getByText('13 prints, 1 annotated fingers')).toBeVisible();
      await expect(canvas.getByText(/LEFT_INDEX_ROLL: RED Amputated/)).toBeVisible();
    });
  },
};

export const LeaveAndConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Exit capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    await expect(within(dialog).getByText('Data will be lost. Do you want to proceed?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Exit capture' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Exit' })).getByRole('button', { name: 'OK' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Capture exited' })).toBeVisible();
  },
};

export const LeaveWithAgentUnreachable: Story = {
  args: { agentReachable: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Exit capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    await expect(within(dialog).getByRole('link', { name: 'Download here' })).toHaveAttribute(
      'href',
      AGENT_DOWNLOAD_URL,
    );
    await expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  },
};

export const RecaptureOnePrint: Story = {
  args: { photographRequired: false },
  play: async ({ canvas, userEvent }) => {
    for (let step = 0; step < 3; step += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start capture' }));
    await canvas.findByRole('button', { name: 'Continue' }, CAPTURE_TIMEOUT);
    await expect(canvas.getByText(/^Fake agent captures: 14,/)).toBeInTheDocument();
    const prints = within(canvas.getByRole('list', { name: 'Prints' }));
    await expect(canvas.getByRole('button', { name: 'Recapture' })).toBeDisabled();
    await userEvent.click(prints.getByRole('button', { name: 'R. INDEX' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Recapture' }));
    await canvas.findByText('Fake agent captures: 15, last RIGHT_INDEX_ROLL', {}, CAPTURE_TIMEOUT);
    await canvas.findByRole('button', { name: 'Continue' }, CAPTURE_TIMEOUT);
    await expect(prints.getAllByText('Q2')).toHaveLength(14);
  },
};

export const LowQualityThenForce: Story = {
  // Low quality applies to the next four captures: three refused attempts, then the forced one, kept anyway.
  args: { faults: { lowQuality: true, count: 4 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start capture' }));
    const force = await canvas.findByRole('button', { name: 'Force capture (3)' }, CAPTURE_TIMEOUT);
    await waitFor(() => expect(force).toBeEnabled());
    await userEvent.click(force);
    await canvas.findByRole('button', { name: 'Continue' }, CAPTURE_TIMEOUT);
    const prints = within(canvas.getByRole('list', { name: 'Prints' }));
    await expect(prints.getAllByText('Q5')).toHaveLength(1);
  },
};
