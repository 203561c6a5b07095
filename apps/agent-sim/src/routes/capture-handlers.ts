import type {
  AgentSchemas,
  CaptureRequest,
  CaptureResult,
  CaptureType,
  FingerCode,
} from '@ridgeline/device-agent-client';
import { ACCEPTABLE_PRINT_QUALITY } from '@ridgeline/domain';
import { physicalFinger } from '../documents/physical-finger';
import { AgentError, invalidFinger } from '../errors/agent-error';
import type { FingerNumber } from '../prints/finger-pattern';
import { slapFingers } from '../prints/impression-layout';
import { captureSequence, isCapturable } from '../sessions/capture-sequence';
import type { CaptureSession } from '../sessions/session-store';
import { pathParam, type AgentContext, type OperationHandlers } from './agent-context';

/** Worst quality auto-capture accepts without forceCapture (NFIQ 1 best .. 5 worst), the domain's rule. */
export const ACCEPTABLE_QUALITY = ACCEPTABLE_PRINT_QUALITY;
export const LOW_QUALITY_MESSAGE = 'Low quality, please recapture';

/** Fingers annotated red (amputated or unable to print): they cannot be captured and leave gaps in slaps. */
function absentFingers(session: CaptureSession): Set<FingerNumber> {
  const absent = new Set<FingerNumber>();
  for (const annotation of session.annotation.annotations) {
    const finger = physicalFinger(annotation.code);
    if (annotation.color === 'RED' && finger !== undefined) absent.add(finger);
  }
  return absent;
}

function checkCapturable(session: CaptureSession, finger: FingerCode): void {
  if (!isCapturable(finger)) throw invalidFinger();
  const single = physicalFinger(finger);
  const absent = absentFingers(session);
  if (single !== undefined && absent.has(single)) throw invalidFinger();
  if (finger.endsWith('_FOUR_FINGER')) {
    const side = finger.startsWith('RIGHT') ? 'RIGHT' : 'LEFT';
    if (slapFingers(side).every((f) => absent.has(f))) throw invalidFinger();
  }
}

export function captureHandlers(context: AgentContext): OperationHandlers {
  const { sessions, faults } = context;
  return {
    getCaptureSequence: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const captureType = pathParam(request, 'captureType') as CaptureType;
      session.captureType = captureType;
      const sequence = captureSequence(captureType);
      // The operator will take these next: have the workers synthesize them meanwhile.
      context.prints.prefetch(
        session.transactionId,
        sequence.map((item) => item.finger).filter(isCapturable),
        absentFingers(session),
      );
      return sequence;
    },
    startCapture: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const { finger } = request.body as CaptureRequest;
      checkCapturable(session, finger);
      session.armed = finger;
      return { message: `Place ${finger} on the scanner` };
    },
    capture: async (request): Promise<CaptureResult> => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const body = request.body as CaptureRequest;
      if (faults.take('invalidFinger')) throw invalidFinger();
      checkCapturable(session, body.finger);
      const degraded = faults.take('lowQuality');
      const code = body.finger;
      if (!isCapturable(code)) throw invalidFinger();
      const stored = await context.prints.make(session.transactionId, code, {
        degraded,
        absent: absentFingers(session),
      });
      const quality = stored.fingerprint.quality;
      // Auto-capture waits for a good print; a manual or forced capture keeps whatever the glass shows.
      const accepted = !body.autoCapture || body.forceCapture || quality <= ACCEPTABLE_QUALITY;
      if (accepted) session.prints.set(code, stored);
      session.armed = undefined;
      if (body.captureCompleted) session.completed = true;
      return {
        finger: code,
        fingerprints: [stored.fingerprint],
        captureCompleted: body.captureCompleted,
        ...(accepted ? {} : { message: LOW_QUALITY_MESSAGE }),
      };
    },
    previewFingerprints: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      return [...session.prints.values()].map((stored) => stored.fingerprint);
    },
    getFingerprint: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const code = pathParam(request, 'code') as FingerCode;
      const stored = session.prints.get(code);
      if (!stored) throw new AgentError(404, 'NO_PRINT', `${code} has not been captured`);
      return stored.fingerprint;
    },
    clearFingerprints: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      session.prints.clear();
      session.completed = false;
      return { message: 'Fingerprints cleared' };
    },
    clearFingerprintsPost: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const { codes } = (request.body ?? {}) as AgentSchemas['ClearFingerprintsRequest'];
      if (codes === undefined) session.prints.clear();
      else for (const code of codes) session.prints.delete(code);
      session.completed = false;
      return { message: codes === undefined ? 'Fingerprints cleared' : `Cleared ${codes.join(', ')}` };
    },
  };
}
