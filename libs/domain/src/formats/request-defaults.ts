export const RESIDENT_STATUS_ALL = 'ALL';

/** "All" is the absence of a filter, which the server reads from an empty value. */
export function residentStatusParam(residentStatus: string | null | undefined): string {
  return !residentStatus || residentStatus === RESIDENT_STATUS_ALL ? '' : residentStatus;
}

export interface CompletionPayloadInput {
  id: number | string;
  status: string;
  leftOffset?: string | null;
  topOffset?: string | null;
  printBlack?: string | null;
  printWhite?: string | null;
  sharpness?: string | null;
  gamma?: string | null;
  generateEft?: boolean | null;
  printerInfo?: string | null;
}

export interface CompletionPayload {
  id: number | string;
  status: string;
  leftOffset: string;
  topOffset: string;
  printBlack?: string;
  printWhite?: string;
  sharpness?: string;
  gamma?: string;
  generateEft: boolean;
  printerInfo?: string;
}

export const DEFAULT_PRINTER_OFFSET = '0';

const offsetOrDefault = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? DEFAULT_PRINTER_OFFSET : value;

/** Completion with its defaults: printer offsets `'0'`, no EFT file unless asked for. */
export function buildCompletionPayload(input: CompletionPayloadInput): CompletionPayload {
  const optional = (['printBlack', 'printWhite', 'sharpness', 'gamma', 'printerInfo'] as const).reduce<
    Partial<CompletionPayload>
  >((acc, key) => {
    const value = input[key];
    return value === null || value === undefined ? acc : { ...acc, [key]: value };
  }, {});
  return {
    id: input.id,
    status: input.status,
    leftOffset: offsetOrDefault(input.leftOffset),
    topOffset: offsetOrDefault(input.topOffset),
    ...optional,
    generateEft: input.generateEft ?? false,
  };
}
