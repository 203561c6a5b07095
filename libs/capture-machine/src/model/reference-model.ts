/**
 * An independent statement of the capture machine's behaviour, written from the spec's rules (§2 capture
 * workflow, §3 biometric session state, §4 finger state, §8 device messages) and docs/decisions.md "Capture
 * machine". It imports nothing from the machine: the model-based test drives the real machine and compares
 * what it does with what this reference says it should do, so a changed target, guard or delay shows up as a
 * difference instead of being copied into the model.
 */

/** The seven steps, zero-based, as the web app keeps them in session storage. */
export const STEP_KEYS = [
  'transactionDetail',
  'applicant',
  'photo',
  'annotations',
  'fingerprints',
  'signature',
  'confirmation',
] as const;
const PHOTO = 2;
const FINGERPRINTS = 4;
const LAST = 6;

/** Spec rules, stated here again on purpose rather than imported from the machine. */
export const RULES = {
  /** Low-quality results in a row after which force capture is offered. */
  forceCaptureAfter: 3,
  /** Scores run 1 (best) to 5; 4 and 5 are refused. */
  lowestRefusedQuality: 4,
  /** The pause before auto-capture tries again after a low-quality print. */
  lowQualityRetryMs: 1000,
} as const;

/** The completion flag each step's tab sets, in step order. */
const COMPLETION_FLAG = [
  'transaction',
  'applicantForm',
  'photo',
  'annotation',
  'fingerprint',
  'signature',
  'confirmation',
] as const;

export type Completion = Record<(typeof COMPLETION_FLAG)[number] | 'annotationChanged', boolean>;

/** The sequence the model's agent answers: one rolled finger, a left slap and the left stamped thumb. */
export const REFERENCE_SEQUENCE = [
  { code: 'RIGHT_THUMB_ROLL', kind: 'SINGLE', covers: ['rightHand.thumb'], image: 'rightHand.thumb' },
  {
    code: 'LEFT_FOUR_FINGER',
    kind: 'FOUR_FINGER',
    covers: ['leftHand.index', 'leftHand.middle', 'leftHand.ring', 'leftHand.pinky'],
    image: 'fourFinger.left',
  },
  { code: 'LEFT_THUMB_FLAT', kind: 'THUMB_STAMP', covers: ['leftHand.thumb'], image: 'thumbStamped.left' },
] as const;

export type ItemCode = (typeof REFERENCE_SEQUENCE)[number]['code'];

/** The one mark the model makes: the left thumb amputated, which skips the stamped left thumb. */
export const MARK = {
  hand: 'leftHand',
  finger: 'thumb',
  code: 'LEFT_THUMB_ROLL',
  reason: 'AMPUTATED',
} as const;

export type ErrorKind = 'invalidFinger' | 'deviceLost' | 'agentUnreachable' | 'captureFailed';

export interface RefState {
  /** Flow position: a step key, `fingerprints.<sub>` inside the device session, or a final. */
  at: string;
  dialog: 'closed' | 'checkingAgent' | 'confirming' | 'agentMissing';
  step: number;
  reachable: number;
  completion: Completion;
  session: boolean;
  sequenceLoaded: boolean;
  /** Item code -> print id of every capture kept. */
  prints: Partial<Record<ItemCode, string>>;
  /** Items whose kept print was accepted through force capture, in sequence order. */
  forced: ItemCode[];
  recaptured: ItemCode[];
  /** A recapture transaction's chosen impressions (null: a first capture, the whole sequence). */
  chosen: string[] | null;
  current: ItemCode | null;
  recapture: ItemCode | null;
  counter: number;
  force: boolean;
  auto: boolean;
  leftThumbMarked: boolean;
  error: ErrorKind | null;
  /** False once a call got no answer at all, until the agent answers again (session, reconnect, ping). */
  agentReachable: boolean;
  lastQuality: number | null;
  /** Finger-state view: the rolled finger shown as being captured and the image of each place. */
  activeFinger: string | null;
  images: Record<string, string>;
  /** Whether the low-quality pause is still running (armed on entering lowQuality). */
  retryTimer: boolean;
  completed: boolean;
  photographRequired: boolean;
  /** Whether the operator has taken the photo and the signatures (kept for the completion). */
  photo: boolean;
  signatures: boolean;
}

export interface AgentCall {
  id: string;
  input: unknown;
}

/** The operator's and the agent's moves the model takes. Agent answers settle the call in flight. */
export type RefEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; index: number }
  | { type: 'finger.mark' }
  | { type: 'finger.clear' }
  | { type: 'photo.set' }
  | { type: 'signature.set' }
  | { type: 'capture.start' }
  | { type: 'capture.trigger' }
  | { type: 'capture.retry' }
  | { type: 'capture.force' }
  | { type: 'capture.stop' }
  | { type: 'capture.resume' }
  | { type: 'capture.recapture'; code: string }
  | { type: 'capture.choose'; codes: string[] }
  | { type: 'capture.clear' }
  | { type: 'capture.autoCapture'; enabled: boolean }
  | { type: 'capture.complete' }
  | { type: 'device.reconnect' }
  | { type: 'leave.request' }
  | { type: 'leave.cancel' }
  | { type: 'leave.confirm' }
  /** The flow's call in flight answers (a capture answers with a print of `quality`). */
  | { type: 'agent.ok'; quality?: number }
  | { type: 'agent.fail'; error: AgentFailure }
  | { type: 'ping.ok' }
  | { type: 'ping.fail'; error: AgentFailure }
  /** Time passes: the full low-quality pause. */
  | { type: 'clock' };

export type AgentFailure =
  'deviceLost' | 'agentUnreachable' | 'invalidFinger' | 'refused' | 'noFinger' | 'lowQuality';

export const SESSION_ID = 'session-model';
export const TRANSACTION_ID = 'T-MODEL';

export interface RefInput {
  photographRequired: boolean;
  resumeStep?: number;
  /** A recapture transaction: only the impressions the operator chooses are captured. */
  choosePrints?: boolean;
}

export function initialState(input: RefInput): RefState {
  const stored = input.resumeStep ?? 0;
  const step = stored === PHOTO && !input.photographRequired ? PHOTO + 1 : stored;
  return {
    at: placeOfStep(step),
    dialog: 'closed',
    step,
    reachable: step,
    completion: {
      transaction: false,
      applicantForm: false,
      photo: false,
      annotation: false,
      fingerprint: false,
      signature: false,
      confirmation: false,
      annotationChanged: false,
    },
    session: false,
    sequenceLoaded: false,
    prints: {},
    forced: [],
    recaptured: [],
    chosen: input.choosePrints ? [] : null,
    current: null,
    recapture: null,
    counter: 0,
    force: false,
    auto: true,
    leftThumbMarked: false,
    error: null,
    agentReachable: true,
    lastQuality: null,
    activeFinger: null,
    images: {},
    retryTimer: false,
    completed: false,
    photographRequired: input.photographRequired,
    photo: false,
    signatures: false,
  };
}

const placeOfStep = (step: number): string =>
  step === FINGERPRINTS ? 'fingerprints.idle' : (STEP_KEYS[step] ?? 'unknown');

/** The agent call the flow waits on in each place (the invoke id the machine gives it). */
export const FLOW_CALL: Readonly<Record<string, string>> = {
  'fingerprints.startingSession': 'startSession',
  'fingerprints.annotating': 'annotateFingers',
  'fingerprints.loadingSequence': 'loadSequence',
  'fingerprints.arming': 'armScanner',
  'fingerprints.capturing': 'capturePrint',
  'fingerprints.reconnecting': 'reconnectDevice',
  'fingerprints.stopping': 'stopCapture',
  'fingerprints.clearing': 'clearFingerprints',
  'fingerprints.finishing': 'finishCapture',
  exitingSession: 'exitSession',
  closingSession: 'closeSession',
};

const isFinal = (state: RefState) => state.at === 'exited' || state.at === 'completed';
const inFingerprints = (state: RefState) => state.at.startsWith('fingerprints.');

const itemOf = (code: ItemCode) => REFERENCE_SEQUENCE.find((item) => item.code === code)!;

/** An item is skipped when every finger it covers is marked; only the left thumb is ever marked here. */
const isSkipped = (state: RefState, code: ItemCode) =>
  itemOf(code).covers.every((finger) => finger === 'leftHand.thumb' && state.leftThumbMarked);

/** The sequence as loaded: a recapture's holds only its chosen impressions. */
const sequenceOf = (state: RefState): ItemCode[] =>
  REFERENCE_SEQUENCE.map((item) => item.code).filter(
    (code) => state.chosen === null || state.chosen.includes(code),
  );

const pendingItems = (state: RefState): ItemCode[] =>
  sequenceOf(state).filter((code) => !isSkipped(state, code) && state.prints[code] === undefined);

export const printId = (code: string, quality: number) => `print-${code}-q${quality}`;

function captureRequest(state: RefState) {
  const code = state.current!;
  const others = pendingItems(state).filter((other) => other !== code);
  return {
    sessionId: SESSION_ID,
    request: {
      autoCapture: state.auto,
      finger: code,
      signal:
        state.recapture !== null ? 'RECAPTURE' : Object.keys(state.prints).length === 0 ? 'START' : 'NEXT',
      captureCompleted: state.recapture !== null || others.length === 0,
      forceCapture: state.force,
    },
  };
}

/** Builds the next state and the calls made on the way, following the routing rules through to a rest. */
class Step {
  state: RefState;
  calls: AgentCall[] = [];
  constructor(state: RefState) {
    this.state = { ...state, completion: { ...state.completion }, prints: { ...state.prints } };
  }

  set(patch: Partial<RefState>): this {
    this.state = { ...this.state, ...patch };
    return this;
  }

  call(id: string, input?: unknown): void {
    this.calls.push({ id, input });
  }

  /** Entering a step shows it; the fingerprints step starts idle until the operator starts the capture. */
  goToStep(step: number): void {
    this.set({ step, reachable: Math.max(this.state.reachable, step), at: placeOfStep(step) });
  }

  complete(stepIndex: number): void {
    const flag = COMPLETION_FLAG[stepIndex]!;
    this.state.completion = { ...this.state.completion, [flag]: true };
    if (flag === 'fingerprint') this.state.completion.annotationChanged = false;
  }

  /** A changed annotation after the fingerprints were done reopens them. */
  reopenFingerprints(): void {
    if (this.state.completion.fingerprint) {
      this.state.completion = { ...this.state.completion, fingerprint: false, annotationChanged: true };
    }
  }

  enter(place: string): void {
    const s = this.state;
    switch (place) {
      case 'startingSession':
        this.set({ at: 'fingerprints.startingSession' });
        this.call('startSession', { transactionId: TRANSACTION_ID });
        return;
      case 'preparing':
        // Marks go to the agent first, then the sequence (loaded once per session), then the next item.
        if (s.leftThumbMarked) {
          this.set({ at: 'fingerprints.annotating' });
          this.call('annotateFingers', {
            sessionId: SESSION_ID,
            annotations: [{ code: MARK.code, color: 'RED', reason: MARK.reason }],
          });
          return;
        }
        return this.enter('sequenceReady');
      case 'sequenceReady':
        if (s.sequenceLoaded) return this.enter('nextItem');
        this.set({ at: 'fingerprints.loadingSequence' });
        this.call('loadSequence', { sessionId: SESSION_ID, captureTypes: ['ROLL', 'FLAT'] });
        return;
      case 'nextItem': {
        const next = s.recapture ?? pendingItems(s)[0] ?? null;
        if (next === null) {
          this.set({ at: 'fingerprints.review', current: null, error: null });
          return;
        }
        const item = itemOf(next);
        this.set({
          current: next,
          error: null,
          activeFinger: item.kind === 'SINGLE' ? item.image : null,
        });
        return this.enter('arming');
      }
      case 'arming':
        this.set({ at: 'fingerprints.arming' });
        this.call('armScanner', captureRequest(this.state));
        return;
      case 'capturing':
        this.set({ at: 'fingerprints.capturing' });
        this.call('capturePrint', captureRequest(this.state));
        return;
      case 'resuming':
        return s.session ? this.enter('preparing') : this.enter('startingSession');
      case 'stopping':
        this.set({ at: 'fingerprints.stopping' });
        this.call('stopCapture');
        return;
      case 'lowQuality':
        this.set({ at: 'fingerprints.lowQuality', retryTimer: true });
        return;
      default:
        this.set({ at: `fingerprints.${place}` });
    }
  }

  /** Every failed device-session call: lost connection, invalid finger, anything else. */
  fail(error: AgentFailure): void {
    this.set({ agentReachable: error !== 'agentUnreachable' });
    if (error === 'deviceLost' || error === 'agentUnreachable') {
      this.set({ at: 'fingerprints.deviceLost', error });
    } else if (error === 'invalidFinger') {
      this.set({ at: 'fingerprints.invalidFinger', error: 'invalidFinger' });
    } else {
      this.set({ at: 'fingerprints.captureFailed', error: 'captureFailed' });
    }
  }

  storePrint(quality: number): void {
    const s = this.state;
    const code = s.current!;
    const id = printId(code, quality);
    this.set({
      prints: { ...s.prints, [code]: id },
      forced: REFERENCE_SEQUENCE.map((item) => item.code).filter((each) =>
        each === code ? s.force : s.forced.includes(each),
      ),
      images: { ...s.images, [itemOf(code).image]: id },
      counter: 0,
      force: false,
      lastQuality: quality,
      recaptured: s.recapture === null ? s.recaptured : [...s.recaptured, s.recapture],
      recapture: null,
      error: null,
    });
    this.enter('nextItem');
  }

  lowQuality(quality: number): void {
    this.set({ counter: this.state.counter + 1, lastQuality: quality });
    this.enter('lowQuality');
  }

  exit(): void {
    this.set({ dialog: 'closed' });
    if (this.state.session) {
      this.set({ at: 'exitingSession' });
      this.call('exitSession');
    } else this.set({ at: 'exited' });
  }
}

/**
 * What the machine must do on `event` in `state`: the next state and the agent calls made, or null when the
 * event cannot happen there (an agent answer with no call in flight).
 */
export function referenceStep(
  state: RefState,
  event: RefEvent,
): { state: RefState; calls: AgentCall[] } | null {
  const flowCall = FLOW_CALL[state.at];
  if ((event.type === 'agent.ok' || event.type === 'agent.fail') && !flowCall) return null;
  if ((event.type === 'ping.ok' || event.type === 'ping.fail') && state.dialog !== 'checkingAgent')
    return null;
  if (event.type === 'agent.ok' && (flowCall === 'capturePrint') !== (event.quality !== undefined))
    return null;
  if (
    event.type === 'agent.fail' &&
    (event.error === 'noFinger' || event.error === 'lowQuality') &&
    flowCall !== 'capturePrint'
  ) {
    return null;
  }
  const next = new Step(state);
  if (isFinal(state)) return { state: next.state, calls: [] };
  if (state.at === 'exitingSession' || state.at === 'closingSession') {
    if (event.type === 'agent.ok' || event.type === 'agent.fail') {
      next.set({ at: state.at === 'exitingSession' ? 'exited' : 'completed' });
      if (state.at === 'closingSession') next.set({ completed: true });
    }
    return { state: next.state, calls: next.calls };
  }
  dialogStep(next, event);
  flowStep(next, state, event);
  // Leaving the low-quality state cancels its pause; the dialog goes with the flow when it closes.
  if (next.state.at !== 'fingerprints.lowQuality') next.set({ retryTimer: false });
  if (next.state.at === 'closingSession' || next.state.at === 'completed') next.set({ dialog: 'closed' });
  return { state: next.state, calls: next.calls };
}

/** The leave dialog (§8), parallel to the flow. */
function dialogStep(next: Step, event: RefEvent): void {
  const s = next.state;
  switch (s.dialog) {
    case 'closed':
      if (event.type !== 'leave.request') return;
      // Nothing to lose on the first step with no session and nothing completed: leave at once.
      if (s.step === 0 && !s.session && !Object.values(s.completion).some(Boolean)) return next.exit();
      next.set({ dialog: 'checkingAgent' });
      next.call('pingAgent');
      return;
    case 'checkingAgent':
      if (event.type === 'leave.cancel') next.set({ dialog: 'closed' });
      if (event.type === 'ping.ok') next.set({ dialog: 'confirming', agentReachable: true });
      // No answer at all: the agent is missing. Any answer, even a 5xx, shows the plain confirmation.
      if (event.type === 'ping.fail')
        next.set(
          event.error === 'agentUnreachable'
            ? { dialog: 'agentMissing', agentReachable: false }
            : { dialog: 'confirming' },
        );
      return;
    case 'confirming':
      if (event.type === 'leave.cancel') next.set({ dialog: 'closed' });
      if (event.type === 'leave.confirm') next.exit();
      return;
    case 'agentMissing':
      if (event.type === 'leave.cancel') next.set({ dialog: 'closed' });
  }
}

function flowStep(next: Step, before: RefState, event: RefEvent): void {
  // A confirmed leave already ended the flow in dialogStep.
  if (next.state.at !== before.at) return;
  const s = next.state;
  if (inFingerprints(s) && fingerprintsStep(next, event)) return;
  switch (event.type) {
    case 'step.next': {
      if (s.step === FINGERPRINTS || s.step === LAST) return;
      next.complete(s.step);
      const target = s.step + 1 === PHOTO && !s.photographRequired ? PHOTO + 1 : s.step + 1;
      next.goToStep(target);
      return;
    }
    case 'step.back': {
      if (s.step === 0) return;
      const target = s.step - 1 === PHOTO && !s.photographRequired ? PHOTO - 1 : s.step - 1;
      next.set({ step: target, at: placeOfStep(target), retryTimer: false });
      return;
    }
    case 'step.goto': {
      const i = event.index;
      if (i === s.step || i < 0 || i > LAST || i > s.reachable || (i === PHOTO && !s.photographRequired))
        return;
      next.set({ step: i, at: placeOfStep(i), retryTimer: false });
      return;
    }
    case 'finger.mark':
      next.set({ leftThumbMarked: true });
      next.reopenFingerprints();
      return;
    case 'finger.clear':
      clearMark(next);
      next.reopenFingerprints();
      return;
    case 'capture.autoCapture':
      next.set({ auto: event.enabled });
      return;
    case 'photo.set':
      next.set({ photo: true });
      return;
    case 'signature.set':
      next.set({ signatures: true });
      return;
    case 'capture.complete':
      if (s.at !== 'confirmation') return;
      next.complete(LAST);
      next.set({ completed: true });
      if (s.session) {
        next.set({ at: 'closingSession' });
        next.call('closeSession');
      } else next.set({ at: 'completed' });
      return;
    default:
  }
}

/** Clearing the left thumb's mark also empties the stamped left thumb (the domain's finger-state rule). */
function clearMark(next: Step): void {
  const { ['thumbStamped.left']: _cleared, ...images } = next.state.images;
  next.set({ leftThumbMarked: false, images });
}

/** The device session inside the fingerprints step; true when the event was handled here. */
function fingerprintsStep(next: Step, event: RefEvent): boolean {
  const s = next.state;
  const place = s.at.slice('fingerprints.'.length);

  // Marking mid-capture cancels the call in flight, re-sends the marks and moves on; in idle and paused marks
  // only change the hands until the operator starts or resumes.
  if (event.type === 'finger.mark' || event.type === 'finger.clear') {
    if (event.type === 'finger.mark') next.set({ leftThumbMarked: true });
    else clearMark(next);
    next.reopenFingerprints();
    if (place !== 'idle' && place !== 'paused' && s.session) {
      next.set({ retryTimer: false });
      next.enter('preparing');
    }
    return true;
  }

  const leave = (target: string) => {
    next.set({ retryTimer: false });
    next.enter(target);
  };

  switch (place) {
    case 'idle':
      // A recapture starts once something is chosen; a new choice loads the sequence again.
      if (event.type === 'capture.choose') {
        if (s.chosen !== null) next.set({ chosen: [...new Set(event.codes)], sequenceLoaded: false });
        return true;
      }
      if (event.type === 'capture.start' && (s.chosen === null || s.chosen.length > 0))
        next.enter(s.session ? 'preparing' : 'startingSession');
      return event.type === 'capture.start';
    case 'startingSession':
      if (event.type === 'agent.ok') {
        next.set({ session: true, error: null, agentReachable: true });
        next.enter('preparing');
      } else if (event.type === 'agent.fail') next.fail(event.error);
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'annotating':
      if (event.type === 'agent.ok') next.enter('sequenceReady');
      else if (event.type === 'agent.fail') next.fail(event.error);
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'loadingSequence':
      if (event.type === 'agent.ok') {
        // A sequence left empty by the choice counts as not loaded: the next start loads it again.
        next.set({ sequenceLoaded: sequenceOf(s).length > 0 });
        next.enter('nextItem');
      } else if (event.type === 'agent.fail') next.fail(event.error);
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'arming':
      if (event.type === 'agent.ok') next.enter(s.auto ? 'capturing' : 'armed');
      else if (event.type === 'agent.fail') next.fail(event.error);
      else if (event.type === 'capture.stop') next.enter('stopping');
      else return false;
      return true;
    case 'armed':
      if (event.type === 'capture.trigger') next.enter('capturing');
      else if (event.type === 'capture.stop') next.enter('stopping');
      else return false;
      return true;
    case 'capturing':
      if (event.type === 'agent.ok') {
        const quality = event.quality!;
        // Force capture keeps the print whatever its score.
        if (quality >= RULES.lowestRefusedQuality && !s.force) next.lowQuality(quality);
        else next.storePrint(quality);
      } else if (event.type === 'agent.fail') {
        // The transient scanner statuses only mean "keep waiting": arm the same finger again, silently.
        if (event.error === 'noFinger') next.enter('arming');
        else if (event.error === 'lowQuality') next.lowQuality(RULES.lowestRefusedQuality);
        else next.fail(event.error);
      } else if (event.type === 'capture.stop') next.enter('stopping');
      else return false;
      return true;
    case 'lowQuality':
      if (event.type === 'clock') {
        if (!s.retryTimer) return true;
        next.set({ retryTimer: false });
        if (s.auto && s.counter < RULES.forceCaptureAfter) next.enter('arming');
      } else if (event.type === 'capture.retry') leave('arming');
      else if (event.type === 'capture.force') {
        if (s.counter < RULES.forceCaptureAfter) return true;
        next.set({ force: true });
        leave('arming');
      } else if (event.type === 'capture.stop') leave('stopping');
      else return false;
      return true;
    case 'invalidFinger':
    case 'captureFailed':
      if (event.type === 'capture.retry') next.enter('resuming');
      return event.type === 'capture.retry';
    case 'deviceLost':
      if (event.type === 'device.reconnect') {
        next.set({ at: 'fingerprints.reconnecting' });
        next.call('reconnectDevice');
      } else if (event.type === 'capture.retry') next.enter('resuming');
      else return false;
      return true;
    case 'reconnecting':
      if (event.type === 'agent.ok') {
        next.set({ error: null, agentReachable: true });
        next.enter('resuming');
      } else if (event.type === 'agent.fail') next.fail(event.error);
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'stopping':
      // Stopped or not, the operator gets control back.
      if (event.type === 'agent.ok' || event.type === 'agent.fail') next.set({ at: 'fingerprints.paused' });
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'paused':
      if (event.type === 'capture.resume') next.enter('preparing');
      return event.type === 'capture.resume';
    case 'review':
      if (event.type === 'capture.clear') {
        next.set({ at: 'fingerprints.clearing' });
        next.call('clearFingerprints', { sessionId: SESSION_ID });
      } else if (event.type === 'capture.recapture') {
        if (!sequenceOf(s).some((code) => code === event.code)) return true;
        next.set({ recapture: event.code as ItemCode, counter: 0, force: false });
        next.enter('nextItem');
      } else if (event.type === 'step.next') {
        next.set({ at: 'fingerprints.finishing' });
        next.call('finishCapture');
      } else return false;
      return true;
    case 'clearing':
      if (event.type === 'agent.ok') {
        next.set({
          at: 'fingerprints.idle',
          prints: {},
          forced: [],
          images: {},
          activeFinger: null,
          recaptured: [],
          current: null,
          error: null,
        });
        next.reopenFingerprints();
      } else if (event.type === 'agent.fail') next.fail(event.error);
      return event.type === 'agent.ok' || event.type === 'agent.fail';
    case 'finishing':
      if (event.type === 'agent.ok' || event.type === 'agent.fail') {
        next.complete(FINGERPRINTS);
        next.goToStep(FINGERPRINTS + 1);
        return true;
      }
      return false;
    default:
      return false;
  }
}
