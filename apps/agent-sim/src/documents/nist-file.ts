import { fingerPosition, impressionType, isFingerCode } from '@ridgeline/domain';
import type { ApplicantDetail } from '@ridgeline/device-agent-client';
import {
  EBTS_TOTS,
  EbtsValidationError,
  encodeEbtsTransaction,
  type EbtsMissingFinger,
  type EbtsPhoto,
  type EbtsPrint,
  type EbtsTransactionDescription,
  type FingerPosition,
} from '@ridgeline/nist';
import { AgentError } from '../errors/agent-error';
import type { CaptureSession } from '../sessions/session-store';
import { imageSize } from './image-size';
import { physicalFinger } from './physical-finger';

/** The ORI written when the detail names none: nine characters, as EBTS requires. */
const DEFAULT_ORI = 'RIDGELINE';
const DESTINATION = 'WVIAFIS0Z';

function text(detail: ApplicantDetail, key: string): string | undefined {
  const value = detail[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Heights arrive as EBTS `507`, `5'07"`, `5-7` or `5 ft 7 in`. */
function parseHeight(value: string | undefined): { feet: number; inches: number } | undefined {
  if (value === undefined) return undefined;
  const ebts = /^(\d)(\d{2})$/.exec(value);
  const loose = ebts ?? /^(\d)\D+(\d{1,2})\D*$/.exec(value);
  if (!loose) return undefined;
  return { feet: Number(loose[1]), inches: Number(loose[2]) };
}

function code(value: string | undefined, allowed: readonly string[], fallback: string): string {
  const upper = value?.toUpperCase() ?? '';
  return allowed.find((candidate) => upper === candidate || upper.startsWith(candidate)) ?? fallback;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function missingFingers(session: CaptureSession): EbtsMissingFinger[] {
  const missing = new Map<number, EbtsMissingFinger>();
  for (const annotation of session.annotation.annotations) {
    const finger = physicalFinger(annotation.code);
    if (annotation.color !== 'RED' || finger === undefined) continue;
    missing.set(finger, { position: finger, code: /amput/i.test(annotation.reason ?? '') ? 'XX' : 'UP' });
  }
  return [...missing.values()];
}

function prints(session: CaptureSession): EbtsPrint[] {
  const out: EbtsPrint[] = [];
  for (const [captured, stored] of session.prints) {
    if (!isFingerCode(captured)) continue;
    const { fingerprint } = stored;
    out.push({
      position: fingerPosition(captured) as FingerPosition,
      impression: impressionType(captured),
      image: stored.wsq,
      width: fingerprint.width,
      height: fingerprint.height,
      ppi: 500,
      compression: 'WSQ20',
      // No nfiq: the simulator's quality is its own 0-100 scale, not NFIQ; the file says 254 (no score computed).
      ...(stored.segments.length > 0
        ? {
            segments: stored.segments.map((segment) => ({
              position: segment.finger as FingerPosition,
              left: segment.left,
              right: segment.right,
              top: segment.top,
              bottom: segment.bottom,
            })),
          }
        : {}),
    });
  }
  return out;
}

function photo(session: CaptureSession): EbtsPhoto | undefined {
  const image = session.photo;
  const size = image ? imageSize(image) : undefined;
  if (!image || !size) return undefined;
  return {
    image: image.bytes,
    ...size,
    // 10.012 CSP is read from the image's own header (GRAY or SRGB).
    compression: image.mime === 'image/jpeg' ? 'JPEGB' : 'PNG',
  };
}

/** What the EBTS record needs from the applicant and the device; throws naming whatever is missing. */
export function nistDescription(session: CaptureSession): EbtsTransactionDescription {
  const detail = session.detail;
  const height = parseHeight(text(detail, 'height'));
  const weight = typeof detail.weight === 'number' ? detail.weight : Number(text(detail, 'weight'));
  const required: Record<string, unknown> = {
    lastName: text(detail, 'lastName'),
    firstName: text(detail, 'firstName'),
    dateOfBirth: text(detail, 'dateOfBirth'),
    placeOfBirth: text(detail, 'placeOfBirth'),
    gender: text(detail, 'gender'),
    height,
    weight: Number.isFinite(weight) && weight > 0 ? weight : undefined,
    eyeColor: text(detail, 'eyeColor'),
    hairColor: text(detail, 'hairColor'),
  };
  const absent = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (absent.length > 0 || !height) {
    throw new AgentError(400, 'INCOMPLETE_DETAIL', `The applicant detail lacks ${absent.join(', ')}`);
  }
  const date = today();
  const ssn = text(detail, 'ssn')?.replace(/\D/g, '');
  const citizenship = text(detail, 'countryOfCitizenship')?.toUpperCase();
  const residence = [text(detail, 'addressLine1'), text(detail, 'city'), text(detail, 'state')]
    .filter(Boolean)
    .join(', ')
    .slice(0, 30);
  const tot = EBTS_TOTS.find((candidate) => candidate === text(detail, 'transactionType')) ?? 'FAUF';
  const controlNumber =
    text(detail, 'transactionControlNumber') ??
    `RL${date.replace(/-/g, '')}${session.transactionId.replace(/[^A-Za-z0-9]/g, '')}`
      .slice(0, 40)
      .padEnd(10, '0');
  const photoRecord = photo(session);
  const originatingAgency = text(detail, 'originatingAgencyIdentifier')?.toUpperCase() ?? DEFAULT_ORI;
  return {
    tot,
    date,
    destinationAgency: DESTINATION,
    originatingAgency,
    controlNumber,
    // 2.073 CRI is mandatory for applicant TOTs; with no other controlling agency it repeats the ORI (EBTS 9.1).
    controllingAgencies: [originatingAgency],
    applicant: {
      lastName: text(detail, 'lastName') ?? '',
      firstName: text(detail, 'firstName') ?? '',
      ...(text(detail, 'middleName') ? { middleName: text(detail, 'middleName') } : {}),
      placeOfBirth: (text(detail, 'placeOfBirth') ?? '').toUpperCase(),
      dateOfBirth: text(detail, 'dateOfBirth') ?? '',
      sex: code(text(detail, 'gender'), ['M', 'F', 'X'], 'X'),
      race: code(text(detail, 'race'), ['A', 'B', 'I', 'W', 'U'], 'U'),
      height,
      weight,
      eyeColor: (text(detail, 'eyeColor') ?? '').toUpperCase().slice(0, 3),
      hairColor: (text(detail, 'hairColor') ?? '').toUpperCase().slice(0, 3),
      ...(ssn && ssn.length === 9 ? { socialSecurityNumber: ssn } : {}),
      ...(citizenship && citizenship.length === 2 ? { citizenship: [citizenship] } : {}),
      ...(residence ? { residence } : {}),
    },
    reasonFingerprinted: (text(detail, 'reason') ?? 'EMPLOYMENT').slice(0, 75),
    prints: prints(session),
    missingFingers: missingFingers(session),
    ...(photoRecord ? { photo: photoRecord } : {}),
  };
}

/** The session's ANSI/NIST-ITL file, checked against the EBTS rules before it leaves the agent. */
export function buildNistFile(session: CaptureSession): Uint8Array {
  const description = nistDescription(session);
  if (description.prints.length === 0) {
    throw new AgentError(400, 'NO_PRINTS', 'No fingerprints have been captured in this session');
  }
  try {
    return encodeEbtsTransaction(description);
  } catch (error) {
    if (error instanceof EbtsValidationError) {
      throw new AgentError(400, 'NIST_INVALID', error.problems.map((problem) => problem.message).join('; '));
    }
    throw error;
  }
}
