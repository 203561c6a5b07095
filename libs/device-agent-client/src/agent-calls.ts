import type { DeviceAgentClient } from './create-device-agent-client';
import { runAgentCall } from './run-agent-call';
import type {
  Ack,
  Annotation,
  Applicant,
  ApplicantDetail,
  CaptureRequest,
  CaptureResult,
  CaptureSequenceItem,
  CaptureType,
  DeviceInfo,
  DeviceStatus,
  FaultInjection,
  FingerAnnotation,
  FingerCode,
  Fingerprint,
  ImageUpload,
  Ping,
  PrintRequest,
  Printer,
  Session,
  SignatureUpload,
} from './schemas';

// One helper per operation of openapi/device-agent.yaml, named after its operationId. Each takes the
// caller's AbortSignal (capture-machine actors pass theirs) and throws a DeviceAgentError on failure.

type Agent = DeviceAgentClient;
const session = (sessionId: string) => ({ params: { path: { sessionId } } });

export const startSession = (agent: Agent, input: { id: string }, signal: AbortSignal): Promise<Session> =>
  runAgentCall(signal, () => agent.POST('/start-session', { body: input, signal }));

export const exitSession = (agent: Agent, signal: AbortSignal): Promise<Ack> =>
  runAgentCall(signal, () => agent.POST('/exit', { signal }));

export const stopCapture = (agent: Agent, signal: AbortSignal): Promise<Ack> =>
  runAgentCall(signal, () => agent.POST('/stop-capture', { signal }));

export const getCaptureSequence = (
  agent: Agent,
  input: { sessionId: string; captureType: CaptureType },
  signal: AbortSignal,
): Promise<CaptureSequenceItem[]> =>
  runAgentCall(signal, () =>
    agent.GET('/{sessionId}/capture-sequence/{captureType}', { params: { path: input }, signal }),
  );

export const startCapture = (
  agent: Agent,
  input: { sessionId: string; request: CaptureRequest },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.POST('/{sessionId}/start-capture', { ...session(input.sessionId), body: input.request, signal }),
  );

export const capture = (
  agent: Agent,
  input: { sessionId: string; request: CaptureRequest },
  signal: AbortSignal,
): Promise<CaptureResult> =>
  runAgentCall(signal, () =>
    agent.POST('/{sessionId}/capture', { ...session(input.sessionId), body: input.request, signal }),
  );

export const getDetail = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<ApplicantDetail> =>
  runAgentCall(signal, () => agent.GET('/{sessionId}/detail', { ...session(input.sessionId), signal }));

export const putDetail = (
  agent: Agent,
  input: { sessionId: string; detail: ApplicantDetail },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.PUT('/{sessionId}/detail', { ...session(input.sessionId), body: input.detail, signal }),
  );

export const putImage = (
  agent: Agent,
  input: { sessionId: string; image: ImageUpload['image'] },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.PUT('/{sessionId}/image', { ...session(input.sessionId), body: { image: input.image }, signal }),
  );

export const putSignature = (
  agent: Agent,
  input: { sessionId: string; signatures: SignatureUpload },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.PUT('/{sessionId}/signature', { ...session(input.sessionId), body: input.signatures, signal }),
  );

export const previewFingerprints = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<Fingerprint[]> =>
  runAgentCall(signal, () =>
    agent.GET('/{sessionId}/preview/fingerprints', { ...session(input.sessionId), signal }),
  );

export const getFingerprint = (
  agent: Agent,
  input: { sessionId: string; code: FingerCode },
  signal: AbortSignal,
): Promise<Fingerprint> =>
  runAgentCall(signal, () =>
    agent.GET('/{sessionId}/detail/fingerprints/{code}', { params: { path: input }, signal }),
  );

export const clearFingerprints = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.DELETE('/{sessionId}/clear/fingerprints', { ...session(input.sessionId), signal }),
  );

/** The POST variant of the clear call; with `codes` it clears only those prints. */
export const clearFingerprintsPost = (
  agent: Agent,
  input: { sessionId: string; codes?: FingerCode[] },
  signal: AbortSignal,
): Promise<Ack> =>
  runAgentCall(signal, () =>
    agent.POST('/{sessionId}/clear/fingerprints', {
      ...session(input.sessionId),
      body: input.codes ? { codes: input.codes } : {},
      signal,
    }),
  );

export const annotate = (
  agent: Agent,
  input: { sessionId: string; annotations: FingerAnnotation[] },
  signal: AbortSignal,
): Promise<Annotation> =>
  runAgentCall(signal, () =>
    agent.POST('/{sessionId}/annotate', {
      ...session(input.sessionId),
      body: { annotations: input.annotations },
      signal,
    }),
  );

export const getAnnotation = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<Annotation> =>
  runAgentCall(signal, () => agent.GET('/{sessionId}/annotation', { ...session(input.sessionId), signal }));

/** The FD-258 card of the session as a PDF Blob. */
export const generateApplicationForm = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<Blob> =>
  runAgentCall(signal, () =>
    agent.GET('/{sessionId}/generate-application-form', {
      ...session(input.sessionId),
      parseAs: 'blob',
      signal,
    }),
  );

/** The ANSI/NIST-ITL file of the session as a Blob. */
export const generateNistFile = (
  agent: Agent,
  input: { sessionId: string },
  signal: AbortSignal,
): Promise<Blob> =>
  runAgentCall(signal, () =>
    agent.GET('/{sessionId}/generate-nist-file', { ...session(input.sessionId), parseAs: 'blob', signal }),
  );

export const printApplicationForm = (agent: Agent, input: PrintRequest, signal: AbortSignal): Promise<Ack> =>
  runAgentCall(signal, () => agent.POST('/print-application-form', { body: input, signal }));

export const ping = (agent: Agent, signal: AbortSignal): Promise<Ping> =>
  runAgentCall(signal, () => agent.GET('/ping', { signal }));

/** The agent log as a Blob, ready for the multipart upload to PUT /partner/v1/biometrics/logs. */
export const getLogs = (agent: Agent, signal: AbortSignal): Promise<Blob> =>
  runAgentCall(signal, () => agent.GET('/logs', { parseAs: 'blob', signal }));

export const getPrinters = (agent: Agent, signal: AbortSignal): Promise<Printer[]> =>
  runAgentCall(signal, () => agent.GET('/printers', { signal }));

export const getDeviceInfo = (agent: Agent, signal: AbortSignal): Promise<DeviceInfo> =>
  runAgentCall(signal, () => agent.GET('/device/info', { signal }));

export const getDeviceStatus = (agent: Agent, signal: AbortSignal): Promise<DeviceStatus> =>
  runAgentCall(signal, () => agent.GET('/device/status', { signal }));

export const reconnectDevice = (agent: Agent, signal: AbortSignal): Promise<DeviceInfo> =>
  runAgentCall(signal, () => agent.POST('/device/reconnect', { signal }));

export const getApplicant = (agent: Agent, input: { id: string }, signal: AbortSignal): Promise<Applicant> =>
  runAgentCall(signal, () => agent.GET('/applicants/{id}', { params: { path: input }, signal }));

export const createApplicant = (
  agent: Agent,
  input: { id: string; detail: ApplicantDetail },
  signal: AbortSignal,
): Promise<Applicant> =>
  runAgentCall(signal, () =>
    agent.POST('/applicants/{id}', { params: { path: { id: input.id } }, body: input.detail, signal }),
  );

export const updateApplicant = (
  agent: Agent,
  input: { id: string; detail: ApplicantDetail },
  signal: AbortSignal,
): Promise<Applicant> =>
  runAgentCall(signal, () =>
    agent.PUT('/applicants/{id}', { params: { path: { id: input.id } }, body: input.detail, signal }),
  );

export const deleteApplicant = (agent: Agent, input: { id: string }, signal: AbortSignal): Promise<Ack> =>
  runAgentCall(signal, () => agent.DELETE('/applicants/{id}', { params: { path: input }, signal }));

/** Simulator only: faults for the next calls (tests of disconnects, slowness, bad prints). */
export const setSimulatorFaults = (
  agent: Agent,
  input: FaultInjection,
  signal: AbortSignal,
): Promise<FaultInjection> => runAgentCall(signal, () => agent.POST('/sim/faults', { body: input, signal }));

/** Simulator only: remove every injected fault. */
export const clearSimulatorFaults = (agent: Agent, signal: AbortSignal): Promise<void> =>
  runAgentCall(signal, () => agent.DELETE('/sim/faults', { signal }));
