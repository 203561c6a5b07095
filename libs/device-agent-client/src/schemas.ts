import type { components } from './generated/device-agent';

type S = components['schemas'];

/** Agent shapes by name, derived from the generated types (never edited by hand). */
export type AgentSchemas = S;
export type Session = S['Session'];
export type DeviceInfo = S['DeviceInfo'];
export type DeviceStatus = S['DeviceStatus'];
export type CaptureType = S['CaptureType'];
export type FingerCode = S['FingerCode'];
export type CaptureSequenceItem = S['CaptureSequenceItem'];
export type CaptureRequest = S['CaptureRequest'];
export type CaptureResult = S['CaptureResult'];
export type Fingerprint = S['Fingerprint'];
export type ApplicantDetail = S['ApplicantDetail'];
export type Applicant = S['Applicant'];
export type ImageUpload = S['ImageUpload'];
export type SignatureUpload = S['SignatureUpload'];
export type FingerAnnotation = S['FingerAnnotation'];
export type Annotation = S['Annotation'];
export type PrintRequest = S['PrintRequest'];
export type Ping = S['Ping'];
export type Printer = S['Printer'];
export type FaultInjection = S['FaultInjection'];
export type AgentErrorBody = S['AgentError'];
export type Ack = S['Ack'];
