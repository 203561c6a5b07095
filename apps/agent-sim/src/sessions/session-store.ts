import { randomUUID } from 'node:crypto';
import type {
  ApplicantDetail,
  CaptureType,
  FingerAnnotation,
  FingerCode,
  Fingerprint,
} from '@ridgeline/device-agent-client';
import { noSession } from '../errors/agent-error';
import type { FingerSegment } from '../prints/impression-layout';

/** A print kept by the session: what the contract returns plus what the NIST file needs. */
export interface StoredPrint {
  readonly fingerprint: Fingerprint;
  readonly wsq: Uint8Array;
  readonly png: Uint8Array;
  /** The print at half resolution for the printed card, made on first use. */
  readonly cardImage: () => CardImage;
  readonly segments: readonly FingerSegment[];
}

/** 8-bit grey pixels compressed with zlib, ready to be a PDF image stream (FlateDecode). */
export interface CardImage {
  readonly width: number;
  readonly height: number;
  readonly deflated: Uint8Array;
}

export interface DataUrlImage {
  readonly mime: 'image/png' | 'image/jpeg';
  readonly bytes: Uint8Array;
}

export interface CaptureSession {
  readonly sessionId: string;
  /** The backend transaction id: the applicant whose fingers the simulator synthesizes. */
  readonly transactionId: string;
  readonly startedOn: Date;
  detail: ApplicantDetail;
  photo?: DataUrlImage;
  applicantSignature?: DataUrlImage;
  officerSignature?: DataUrlImage;
  annotation: { id: string; annotations: FingerAnnotation[] };
  readonly prints: Map<FingerCode, StoredPrint>;
  captureType?: CaptureType;
  /** The capture the scanner is armed for (POST start-capture), until captured or stopped. */
  armed?: FingerCode;
  completed: boolean;
}

/** Capture sessions by id; the agent drives one scanner, so the latest session is the current one. */
export class SessionStore {
  private readonly sessions = new Map<string, CaptureSession>();
  private currentId: string | undefined;

  start(transactionId: string): CaptureSession {
    const session: CaptureSession = {
      sessionId: randomUUID(),
      transactionId,
      startedOn: new Date(),
      detail: { transactionId },
      annotation: { id: randomUUID(), annotations: [] },
      prints: new Map(),
      completed: false,
    };
    this.sessions.set(session.sessionId, session);
    this.currentId = session.sessionId;
    return session;
  }

  get(sessionId: string): CaptureSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw noSession(sessionId);
    return session;
  }

  current(): CaptureSession | undefined {
    return this.currentId === undefined ? undefined : this.sessions.get(this.currentId);
  }

  /** Closes the current session: its prints are released, as the real agent releases the device. */
  exit(): CaptureSession | undefined {
    const session = this.current();
    if (session) this.sessions.delete(session.sessionId);
    this.currentId = undefined;
    return session;
  }
}
