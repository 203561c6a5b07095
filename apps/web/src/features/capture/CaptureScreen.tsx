import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import {
  captureMachine,
  createCaptureImplementations,
  createHttpCaptureAgent,
  createStepStorage,
  selectSteps,
} from '@ridgeline/capture-machine';
import { CAPTURE_STEPS, captureSettingsFor, type BiometricSetting } from '@ridgeline/domain';
import { CaptureStepBar, LeaveCaptureDialog, LoadingIndicator } from '@ridgeline/ui';
import { biometricQueryOptions } from '../biometrics/api/biometrics';
import type { PortalRef } from '../session/session-types';
import { agentClient } from './agent';
import { agentDownloadQueryOptions } from './api/agent-download';
import { useBiometricSetting, useRefreshTransaction, type BiometricTransaction } from './api/capture-api';
import { biometricListPath, isCapturePath, NEW_TRANSACTION, transactionRecordPath } from './capture-paths';
import type { CaptureStepProps } from './capture-step-props';
import { SendDeviceLogsButton } from '../device-agent/SendDeviceLogsButton';
import { deviceAgentUrl } from '../device-agent/device-agent';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<CaptureStepProps>>>, key: K) =>
  lazy(async () => ({ default: (await load())[key] }));

/** One chunk per screen, in step order (the step index of §2). */
const STEP_SCREENS = [
  named(() => import('./steps/TransactionDetailStep'), 'TransactionDetailStep'),
  named(() => import('./steps/ApplicantStep'), 'ApplicantStep'),
  named(() => import('./steps/PhotoStep'), 'PhotoStep'),
  named(() => import('./steps/AnnotationsStep'), 'AnnotationsStep'),
  named(() => import('./steps/FingerprintsStep'), 'FingerprintsStep'),
  named(() => import('./steps/SignatureStep'), 'SignatureStep'),
  named(() => import('./steps/ConfirmationStep'), 'ConfirmationStep'),
] as const;

/** Which transaction the step index in session storage belongs to (the navigation-step key holds the index only). */
const CAPTURE_TRANSACTION_KEY = 'ridgeline.captureTransaction';

/**
 * A capture always takes a full ten-print (rolled and plain): completing a transaction needs all fourteen
 * impressions (docs/decisions.md, "Capture screens").
 */
const FINGERPRINT_OPTION = 'FLAT_AND_ROLL' as const;

interface CaptureScreenProps {
  portal: PortalRef;
  transactionId: string;
  appointmentId?: string | undefined;
}

/** The capture route: the transaction, the agent's address and the biometric setting, then the session. */
export function CaptureScreen({ portal, transactionId, appointmentId }: CaptureScreenProps) {
  const isNew = transactionId === NEW_TRANSACTION;
  const { data: agentInfo } = useSuspenseQuery(agentDownloadQueryOptions(portal));
  const transaction = useQuery({ ...biometricQueryOptions(portal, transactionId), enabled: !isNew });
  const setting = useBiometricSetting(portal);
  const refreshTransaction = useRefreshTransaction(portal);
  if (!setting.data || (!isNew && !transaction.data)) {
    return <LoadingIndicator label="Loading the capture" />;
  }
  const record = isNew ? null : (transaction.data ?? null);
  const photographRequired = record?.oriRequiresPhotograph ?? false;
  return (
    <CaptureSession
      // A new ORI answer changes whether the photo step exists: the machine starts again at the stored step.
      key={`${transactionId}:${photographRequired}`}
      portal={portal}
      transactionId={transactionId}
      appointmentId={appointmentId}
      transaction={record}
      photographRequired={photographRequired}
      setting={setting.data}
      agentUrl={deviceAgentUrl(agentInfo.agentUrl)}
      agentDownloadUrl={agentInfo.url}
      refresh={() => (isNew ? Promise.resolve() : refreshTransaction(transactionId))}
    />
  );
}

interface CaptureSessionProps {
  portal: PortalRef;
  transactionId: string;
  appointmentId: string | undefined;
  transaction: BiometricTransaction | null;
  photographRequired: boolean;
  setting: BiometricSetting;
  agentUrl: string;
  agentDownloadUrl: string;
  refresh(): Promise<unknown>;
}

function storedStep(transactionId: string) {
  const stepStorage = createStepStorage(sessionStorage);
  // The stored index resumes a reload of the same capture, never another transaction's capture.
  if (sessionStorage.getItem(CAPTURE_TRANSACTION_KEY) !== transactionId) {
    const carried = sessionStorage.getItem(CAPTURE_TRANSACTION_KEY) === NEW_TRANSACTION;
    if (!carried || transactionId === NEW_TRANSACTION) stepStorage.clear();
    sessionStorage.setItem(CAPTURE_TRANSACTION_KEY, transactionId);
  }
  return stepStorage;
}

function CaptureSession(props: CaptureSessionProps) {
  const { portal, transactionId, transaction, agentUrl, agentDownloadUrl } = props;
  const navigate = useNavigate();
  const agent = agentClient(agentUrl);
  const [machine] = useState(() =>
    captureMachine.provide(
      createCaptureImplementations({
        agent: createHttpCaptureAgent(agent),
        stepStorage: storedStep(transactionId),
      }),
    ),
  );
  const [state, send] = useMachine(machine, {
    input: {
      transactionId,
      fingerprintOption: FINGERPRINT_OPTION,
      photographRequired: props.photographRequired,
      agentDownloadUrl,
      resumeStepIndex: createStepStorage(sessionStorage).read(),
      settings: captureSettingsFor(props.setting, { recapture: !!transaction?.recaptureReferenceId }),
      // A recapture takes again only the prints the operator chooses; its parent keeps the rest.
      choosePrints: !!transaction?.recaptureReferenceId,
    },
  });
  const done = state.status === 'done';
  const doneRef = useRef(done);
  doneRef.current = done;
  // As the machine's nothingToLose: before the first save and the device session, leaving loses nothing.
  const atStake =
    !done &&
    (state.context.stepIndex !== 0 ||
      state.context.session !== null ||
      Object.values(state.context.completion).some(Boolean));
  const atStakeRef = useRef(atStake);
  atStakeRef.current = atStake;
  // Every menu click and browser navigation away from the capture asks first (spec §2, §8). Stable functions:
  // the router registers the blocker again whenever they change.
  const shouldBlockFn = useCallback(
    ({ next }: { next: { pathname: string } }) => !doneRef.current && !isCapturePath(next.pathname),
    [],
  );
  const enableBeforeUnload = useCallback(() => atStakeRef.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  const blocked = blocker.status === 'blocked';
  useEffect(() => {
    if (blocked && !doneRef.current) send({ type: 'leave.request' });
  }, [blocked, send]);
  const finished = useRef(false);
  useEffect(() => {
    // Once: proceeding with a blocked navigation re-renders with the blocker idle again.
    if (!done || finished.current) return;
    finished.current = true;
    if (blocker.status === 'blocked') {
      blocker.proceed();
      return;
    }
    const output = state.output;
    const target =
      output?.outcome === 'completed' && transaction
        ? transactionRecordPath(portal, transaction.id)
        : biometricListPath(portal);
    void navigate({ href: target, replace: true });
  }, [done, blocker, state.output, transaction, portal, navigate]);

  const cancelLeave = () => {
    send({ type: 'leave.cancel' });
    if (blocker.status === 'blocked') blocker.reset();
  };

  if (done) return <LoadingIndicator label="Closing the capture" />;
  const { context } = state;
  const Screen = STEP_SCREENS[context.stepIndex] ?? STEP_SCREENS[0];
  const step = CAPTURE_STEPS[context.stepIndex];
  const dialog = context.dialog;
  const name = transaction ? `${transaction.firstName} ${transaction.lastName}`.trim() : '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {!transaction ? 'New capture' : name ? `Capture: ${name}` : 'Capture'}
        </Title>
        <Group gap="xs">
          <SendDeviceLogsButton portal={portal} />
          <Button variant="subtle" color="red" onClick={() => send({ type: 'leave.request' })}>
            Exit capture
          </Button>
        </Group>
      </Group>
      <CaptureStepBar
        steps={selectSteps(context)}
        activeIndex={context.stepIndex}
        onStepSelect={(index) => send({ type: 'step.goto', index })}
      />
      <Card withBorder padding="lg" component="section" aria-label={step?.name}>
        <Suspense fallback={<LoadingIndicator label="Loading the step" />}>
          <Screen
            portal={portal}
            transaction={transaction}
            state={state}
            send={send}
            agent={agent}
            agentDownloadUrl={agentDownloadUrl}
            refresh={props.refresh}
            {...(props.appointmentId ? { appointmentId: props.appointmentId } : {})}
          />
        </Suspense>
      </Card>
      {dialog?.variant === 'agentMissing' ? (
        <LeaveCaptureDialog
          opened
          variant="agentUnreachable"
          downloadUrl={dialog.downloadUrl ?? agentDownloadUrl}
          onCancel={cancelLeave}
        />
      ) : (
        <LeaveCaptureDialog
          opened={dialog !== null}
          variant="confirm"
          onConfirm={() => send({ type: 'leave.confirm' })}
          onCancel={cancelLeave}
        />
      )}
    </Stack>
  );
}
