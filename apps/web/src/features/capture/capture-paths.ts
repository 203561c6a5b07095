import type { PortalRef } from '../session/session-types';

/** The capture route segment: a collapsed-sidebar page (spec §2 "biometric-detail"), one per transaction. */
export const CAPTURE_SEGMENT = 'biometric-detail';
/** The id of the capture route before Transaction Detail has created the transaction (POST). */
export const NEW_TRANSACTION = 'new';

export const capturePath = (portal: PortalRef, transactionId: string) =>
  `/${portal.kind}/${encodeURIComponent(portal.code)}/${CAPTURE_SEGMENT}/${transactionId}`;

export const isCapturePath = (pathname: string) => pathname.includes(`/${CAPTURE_SEGMENT}/`);

export const appointmentPath = (portal: PortalRef, appointmentId: string) =>
  `/${portal.kind}/${encodeURIComponent(portal.code)}/appointment?open=${appointmentId}`;

export const transactionRecordPath = (portal: PortalRef, transactionId: string) =>
  `/${portal.kind}/${encodeURIComponent(portal.code)}/biometric/${transactionId}`;

export const biometricListPath = (portal: PortalRef) =>
  `/${portal.kind}/${encodeURIComponent(portal.code)}/biometric`;
