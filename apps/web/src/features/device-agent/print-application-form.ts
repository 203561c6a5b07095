import {
  printApplicationForm,
  putDetail,
  startSession,
  type ApplicantDetail,
  type DeviceAgentClient,
} from '@ridgeline/device-agent-client';
import { PRINT_BY_IMAGE_TIMEOUT_MS, PRINTER_SILENT_MESSAGE, type PrinterConfig } from '@ridgeline/domain';

/** The applicant fields the agent prints on the card, taken from the transaction (the SSN stays on the server). */
const CARD_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'generationalSuffix',
  'dateOfBirth',
  'placeOfBirth',
  'countryOfCitizenship',
  'gender',
  'race',
  'eyeColor',
  'hairColor',
  'height',
  'weight',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'reason',
  'originatingAgencyIdentifier',
  'transactionControlNumber',
  'transactionType',
] as const;

export class PrinterSilentError extends Error {
  constructor() {
    super(PRINTER_SILENT_MESSAGE);
    this.name = 'PrinterSilentError';
  }
}

export function cardDetail(transaction: { id: string } & Partial<Record<string, unknown>>): ApplicantDetail {
  const detail: ApplicantDetail = { transactionId: transaction.id };
  for (const field of CARD_FIELDS) {
    const value = transaction[field];
    if (typeof value === 'string' && value !== '') detail[field] = value as never;
    else if (typeof value === 'number') detail[field] = value as never;
  }
  return detail;
}

/**
 * Prints the transaction's application form (the FD-258 card) on the chosen printer through the device agent:
 * a session for the transaction, the applicant's card fields, then POST /print-application-form with the printer
 * settings. The print call must answer within the §9 print-by-image timeout (1 s); a printer that stays silent
 * rejects with PrinterSilentError, any other failure with the agent client's message.
 */
export async function printThroughAgent(
  agent: DeviceAgentClient,
  input: {
    transaction: { id: string } & Partial<Record<string, unknown>>;
    printerName: string;
    config: PrinterConfig;
    signal: AbortSignal;
    timeoutMs?: number;
  },
): Promise<string> {
  const { signal } = input;
  const session = await startSession(agent, { id: input.transaction.id }, signal);
  await putDetail(agent, { sessionId: session.sessionId, detail: cardDetail(input.transaction) }, signal);
  const print = new AbortController();
  let silent = false;
  const timer = setTimeout(() => {
    silent = true;
    print.abort();
  }, input.timeoutMs ?? PRINT_BY_IMAGE_TIMEOUT_MS);
  const stop = () => print.abort();
  signal.addEventListener('abort', stop);
  try {
    const { config } = input;
    const answer = await printApplicationForm(
      agent,
      {
        sessionId: session.sessionId,
        printerName: input.printerName,
        leftOffset: config.leftOffset,
        topOffset: config.topOffset,
        printBlack: config.printBlack,
        printWhite: config.printWhite,
        sharpness: config.sharpness,
        gamma: config.gamma,
      },
      print.signal,
    );
    return answer.message;
  } catch (error) {
    if (silent) throw new PrinterSilentError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
