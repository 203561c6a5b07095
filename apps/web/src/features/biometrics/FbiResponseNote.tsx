import { Alert, Text } from '@mantine/core';
import type { Schemas } from '@ridgeline/backend-client';

type FbiResponse = Schemas['BiometricTransaction']['fbiResponse'];

/** "YYYY-MM-DD" as the FBI dated it: a calendar date, shown as written (no time zone applies). */
const dated = (date: string | null) => (date ? ` on ${date}` : '');

/**
 * The FBI's answer on the record (issue 28): processed (SRE) with its date, or rejected (ERRT) with the EBTS code
 * and message the FBI gave, which the recapture is about.
 */
export function FbiResponseNote({ response }: { response: FbiResponse }) {
  if (!response) return null;
  if (response.kind === 'SRE') {
    return (
      <Text size="sm" c="green" data-testid="fbi-response">
        Processed by the FBI{dated(response.date)}
      </Text>
    );
  }
  return (
    <Alert color="red" title={`Rejected by the FBI${dated(response.date)}`} data-testid="fbi-response">
      {response.errorCode ? <Text fw={600}>{response.errorCode}</Text> : null}
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {response.message ?? ''}
      </Text>
    </Alert>
  );
}

/** The list's short form: the reject's code (or "FBI reject"), or nothing. */
export function fbiResponseBadgeText(response: FbiResponse): string | null {
  if (response?.kind !== 'ERRT') return null;
  return response.errorCode ? `FBI ${response.errorCode}` : 'FBI reject';
}
