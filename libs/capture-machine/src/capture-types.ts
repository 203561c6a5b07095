import type {
  CaptureSettings,
  CompletionFlags,
  CompletionPayload,
  CompletionPayloadInput,
  FingerMark,
  FingerName,
  FingerState,
  FingerprintOption,
  Hand,
} from '@ridgeline/domain';
import type {
  CaptureResult,
  DeviceInfo,
  FingerAnnotation,
  FingerCode as AgentFingerCode,
  SignatureUpload,
} from '@ridgeline/device-agent-client';
import type { CaptureItem } from './capture-sequence';
import type { LeaveDialog } from './leave-dialog';

export interface CaptureInput {
  /** The backend transaction id; the agent session is opened for it. */
  transactionId: string;
  fingerprintOption: FingerprintOption;
  /** From the ORI verification: without it the photo step is skipped. */
  photographRequired: boolean;
  /** Where the operator downloads the agent (shown when the agent is unreachable). */
  agentDownloadUrl: string;
  /** The step read back from the step storage, so a reload resumes there. */
  resumeStepIndex?: number;
  /**
   * The biometric settings in force for this capture (libs/domain `captureSettingsFor` of the location's, else the
   * partner's, else the system's setting); the defaults of §4 when absent.
   */
  settings?: CaptureSettings;
  /**
   * A recapture transaction: the operator chooses the impressions to take again (`capture.choose`) before the
   * capture starts, and the sequence holds only those; the parent keeps the others.
   */
  choosePrints?: boolean;
}

export interface PrintSummary {
  id: string;
  code: AgentFingerCode;
  quality: number;
  width: number;
  height: number;
  /** PNG for display, base64. */
  bitmapImage: string;
  /** Accepted through force capture whatever its quality. */
  forced: boolean;
}

/** Shown to the operator with what they can do about it. */
export interface CaptureError {
  kind: 'invalidFinger' | 'deviceLost' | 'agentUnreachable' | 'captureFailed';
  code: string;
  message: string;
}

export interface CaptureContext {
  transactionId: string;
  fingerprintOption: FingerprintOption;
  photographRequired: boolean;
  agentDownloadUrl: string;
  stepIndex: number;
  reachableIndex: number;
  completion: CompletionFlags;
  fingers: FingerState;
  /** Reason given for each marked rolled finger. */
  markReasons: Partial<Record<string, string>>;
  settings: CaptureSettings;
  session: { sessionId: string; deviceDetail: DeviceInfo } | null;
  sequence: CaptureItem[];
  currentIndex: number | null;
  /** The code being recaptured, null during the first pass. */
  recaptureCode: AgentFingerCode | null;
  prints: Partial<Record<AgentFingerCode, PrintSummary>>;
  /** Codes taken again after the first pass, in order. */
  recaptured: AgentFingerCode[];
  /** The impressions a recapture transaction takes again; null takes the whole sequence (a first capture). */
  chosenCodes: AgentFingerCode[] | null;
  lastQuality: number | null;
  error: CaptureError | null;
  agentReachable: boolean;
  dialog: LeaveDialog | null;
  photo: string | null;
  signatures: SignatureUpload | null;
  completionPayload: CompletionPayload | null;
}

export type CaptureEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; index: number }
  | { type: 'photo.set'; image: string }
  | { type: 'signature.set'; signatures: SignatureUpload }
  | { type: 'finger.mark'; hand: Hand; finger: FingerName; mark: FingerMark; reason?: string }
  | { type: 'finger.clear'; hand: Hand; finger: FingerName }
  | { type: 'capture.start' }
  | { type: 'capture.trigger' }
  | { type: 'capture.retry' }
  | { type: 'capture.force' }
  | { type: 'capture.stop' }
  | { type: 'capture.resume' }
  | { type: 'capture.recapture'; code: AgentFingerCode }
  | { type: 'capture.choose'; codes: AgentFingerCode[] }
  | { type: 'capture.clear' }
  | { type: 'capture.autoCapture'; enabled: boolean }
  | { type: 'capture.complete'; payload?: Omit<CompletionPayloadInput, 'id' | 'status'> }
  | { type: 'device.reconnect' }
  | { type: 'leave.request' }
  | { type: 'leave.cancel' }
  | { type: 'leave.confirm' };

export interface CaptureOutput {
  outcome: 'completed' | 'exited';
  completionPayload: CompletionPayload | null;
  prints: PrintSummary[];
  annotations: FingerAnnotation[];
}

export type { CaptureResult };
