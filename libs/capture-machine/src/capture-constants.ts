import { REFUSED_PRINT_QUALITY } from '@ridgeline/domain';

/** Low-quality results in a row after which the operator may force the capture (spec: a force-capture counter). */
export const FORCE_CAPTURE_AFTER = 3;

/** The score kept for a refusal without one (the agent's LOW_QUALITY error); the scale lives in libs/domain. */
export const LOW_QUALITY_SCORE = REFUSED_PRINT_QUALITY;

/** Pause before auto-capture tries again after a low-quality print, so the operator sees the feedback. */
export const LOW_QUALITY_RETRY_DELAY_MS = 1000;

/**
 * The two failed device-capture messages the spec says are silently ignored: transient scanner statuses that
 * only mean "keep waiting". The machine re-arms the same capture without showing an error.
 */
export const IGNORED_CAPTURE_CODES: readonly string[] = ['CAPTURE_IN_PROGRESS', 'NO_FINGER_DETECTED'];

/** Agent error codes the machine reacts to by name. */
export const INVALID_FINGER_CODE = 'INVALID_FINGER';
export const LOW_QUALITY_CODE = 'LOW_QUALITY';
