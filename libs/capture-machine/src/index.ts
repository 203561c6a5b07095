export {
  createStepStorage,
  createMemoryStorage,
  type KeyValueStorage,
  type StepStorage,
} from './step-storage';
export { captureMachine, FINGERPRINTS_STEP_INDEX, type CaptureMachine } from './capture-machine';
export { createCaptureImplementations, type CaptureDeps } from './create-capture-implementations';
export { createHttpCaptureAgent, type CaptureAgent } from './capture-agent';
export type {
  CaptureContext,
  CaptureError,
  CaptureEvent,
  CaptureInput,
  CaptureOutput,
  PrintSummary,
} from './capture-types';
export {
  DOWNLOAD_AGENT_LABEL,
  LEAVE_DIALOG_MESSAGE,
  LEAVE_DIALOG_TITLE,
  agentMissingLeaveDialog,
  confirmLeaveDialog,
  type LeaveDialog,
} from './leave-dialog';
export {
  FORCE_CAPTURE_AFTER,
  IGNORED_CAPTURE_CODES,
  LOW_QUALITY_RETRY_DELAY_MS,
  LOW_QUALITY_SCORE,
} from './capture-constants';
export {
  captureTypesFor,
  fingersOfItem,
  isItemSkipped,
  pendingItemIndex,
  type CaptureItem,
  type FingerRef,
} from './capture-sequence';
export { annotationsOf } from './annotations';
export { selectCanForceCapture, selectCurrentItem, selectSteps } from './capture-selectors';
export { FINGERPRINTS_PHASES, selectFingerprintsPhase, type FingerprintsPhase } from './fingerprints-phase';
export { fingerprintsPhaseMessage } from './fingerprints-phase-message';
export {
  createFakeAgent,
  type FakeAgent,
  type FakeAgentCall,
  type FakeAgentOptions,
  type FakePrintImage,
} from './fake-agent/create-fake-agent';
export { FAKE_SEQUENCES, FLAT_SEQUENCE, ROLL_SEQUENCE } from './fake-agent/fake-sequences';
export { createCaptureActor, type CaptureActorOptions } from './create-capture-actor';
