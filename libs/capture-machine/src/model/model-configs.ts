import type { RefEvent, RefInput, RefState } from './reference-model';

export interface ModelConfig {
  name: string;
  input: RefInput;
  /** The only events this view takes; the others belong to another view. */
  events: RefEvent[];
  /** Whether to explore further from a state reached by a path of `depth` events. */
  expand?: (state: RefState, depth: number) => boolean;
  /** A floor on the states reached, so a broken exploration cannot pass by testing nothing. */
  minStates: number;
}

const ok: RefEvent = { type: 'agent.ok' };
const print = (quality: number): RefEvent => ({ type: 'agent.ok', quality });
const fail = (error: Extract<RefEvent, { type: 'agent.fail' }>['error']): RefEvent => ({
  type: 'agent.fail',
  error,
});

const STEPS: RefEvent[] = [
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'step.goto', index: 0 },
  { type: 'step.goto', index: 2 },
  { type: 'step.goto', index: 4 },
  { type: 'step.goto', index: 5 },
];

/** Enough of the device session to get through the fingerprints step with good prints. */
const CLEAN_PASS: RefEvent[] = [{ type: 'capture.start' }, ok, print(3)];

const inFingerprints = (state: RefState) => state.step === 4;

/**
 * Several views of one machine, each over every state it reaches and every event from each: the workflow
 * steps (with and without the photograph), the device session inside the fingerprints step (faults, quality and
 * force capture, review), marks, and the leave dialog.
 */
export const MODEL_CONFIGS: ModelConfig[] = [
  {
    name: 'steps with a photograph',
    input: { photographRequired: true },
    events: [...STEPS, ...CLEAN_PASS, { type: 'capture.complete' }],
    minStates: 50,
  },
  {
    name: 'resumed at the confirmation, with no device session',
    input: { photographRequired: true, resumeStep: 6 },
    events: [
      { type: 'step.back' },
      { type: 'photo.set' },
      { type: 'signature.set' },
      { type: 'capture.complete' },
    ],
    expand: (_, depth) => depth <= 4,
    minStates: 10,
  },
  {
    name: 'through to the end, whatever the agent answers last',
    input: { photographRequired: true, resumeStep: 4 },
    events: [...CLEAN_PASS, { type: 'step.next' }, { type: 'capture.complete' }, fail('refused')],
    minStates: 15,
  },
  {
    name: 'steps without a photograph',
    input: { photographRequired: false },
    events: [...STEPS, ...CLEAN_PASS, { type: 'capture.complete' }],
    minStates: 40,
  },
  {
    name: 'device faults and reconnection',
    input: { photographRequired: true, resumeStep: 4 },
    events: [
      ...CLEAN_PASS,
      fail('deviceLost'),
      fail('agentUnreachable'),
      fail('invalidFinger'),
      fail('refused'),
      fail('noFinger'),
      { type: 'capture.retry' },
      { type: 'device.reconnect' },
      { type: 'capture.trigger' },
    ],
    expand: (state, depth) => inFingerprints(state) && depth <= 11,
    minStates: 40,
  },
  {
    name: 'low quality, retries and force capture',
    input: { photographRequired: true, resumeStep: 4 },
    events: [
      ...CLEAN_PASS,
      print(4),
      fail('lowQuality'),
      { type: 'clock' },
      { type: 'capture.retry' },
      { type: 'capture.force' },
      { type: 'capture.autoCapture', enabled: false },
      { type: 'capture.autoCapture', enabled: true },
      { type: 'capture.trigger' },
      { type: 'capture.stop' },
    ],
    expand: (state, depth) => inFingerprints(state) && depth <= 12 && Object.keys(state.prints).length < 2,
    minStates: 60,
  },
  {
    name: 'stopping, marks and review',
    input: { photographRequired: true, resumeStep: 4 },
    events: [
      ...CLEAN_PASS,
      fail('refused'),
      fail('invalidFinger'),
      fail('deviceLost'),
      { type: 'capture.stop' },
      { type: 'capture.resume' },
      { type: 'finger.mark' },
      { type: 'finger.clear' },
      { type: 'capture.recapture', code: 'RIGHT_THUMB_ROLL' },
      { type: 'capture.recapture', code: 'LEFT_INDEX_ROLL' },
      { type: 'capture.clear' },
      { type: 'step.next' },
      // A first capture takes the whole sequence: a choice changes nothing.
      { type: 'capture.choose', codes: ['RIGHT_THUMB_ROLL'] },
    ],
    expand: (state, depth) => inFingerprints(state) && depth <= 11,
    minStates: 40,
  },
  {
    name: 'a recapture takes only the chosen prints',
    input: { photographRequired: true, resumeStep: 4, choosePrints: true },
    events: [
      ...CLEAN_PASS,
      { type: 'capture.choose', codes: [] },
      { type: 'capture.choose', codes: ['LEFT_THUMB_FLAT', 'RIGHT_THUMB_ROLL', 'LEFT_THUMB_FLAT'] },
      { type: 'capture.choose', codes: ['LEFT_FOUR_FINGER'] },
      { type: 'capture.choose', codes: ['LEFT_INDEX_ROLL'] },
      { type: 'capture.recapture', code: 'RIGHT_THUMB_ROLL' },
      { type: 'finger.mark' },
      { type: 'capture.clear' },
      { type: 'step.next' },
    ],
    expand: (state, depth) => inFingerprints(state) && depth <= 10,
    minStates: 30,
  },
  {
    name: 'leave dialog',
    input: { photographRequired: true },
    events: [
      { type: 'step.next' },
      { type: 'finger.mark' },
      ...CLEAN_PASS,
      { type: 'leave.request' },
      { type: 'leave.cancel' },
      { type: 'leave.confirm' },
      { type: 'ping.ok' },
      { type: 'ping.fail', error: 'agentUnreachable' },
      { type: 'ping.fail', error: 'deviceLost' },
      fail('deviceLost'),
    ],
    expand: (state, depth) => depth <= 8,
    minStates: 40,
  },
  {
    name: 'leave dialog during the device session',
    input: { photographRequired: true, resumeStep: 4 },
    events: [
      ...CLEAN_PASS,
      { type: 'leave.request' },
      { type: 'leave.cancel' },
      { type: 'leave.confirm' },
      { type: 'ping.ok' },
      { type: 'ping.fail', error: 'agentUnreachable' },
      fail('deviceLost'),
    ],
    expand: (_, depth) => depth <= 7,
    minStates: 30,
  },
];
