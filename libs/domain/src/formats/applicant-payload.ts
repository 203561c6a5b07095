/** Fields the server must receive (even empty) once the applicant form is marked complete. */
export const ALWAYS_SENT_WHEN_COMPLETE = [
  'msId',
  'addressLine2',
  'generationalSuffix',
  'ssn',
  'middleName',
] as const;
export type AlwaysSentWhenCompleteField = (typeof ALWAYS_SENT_WHEN_COMPLETE)[number];

type OptionalApplicantFields = Partial<Record<AlwaysSentWhenCompleteField, string | null>>;

const isBlank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';

/**
 * A complete applicant sends every optional field, blank ones as '' so the server clears what the operator
 * emptied; a draft sends only what is filled so a partial save never wipes stored values.
 */
export function shapeApplicantPayload<T extends OptionalApplicantFields>(
  form: T,
  options: { complete: boolean },
): Omit<T, AlwaysSentWhenCompleteField> & Partial<Record<AlwaysSentWhenCompleteField, string>> {
  const payload: Record<string, unknown> = { ...form };
  for (const field of ALWAYS_SENT_WHEN_COMPLETE) {
    const value = form[field];
    if (!isBlank(value)) payload[field] = value;
    else if (options.complete) payload[field] = '';
    else delete payload[field];
  }
  return payload as Omit<T, AlwaysSentWhenCompleteField> &
    Partial<Record<AlwaysSentWhenCompleteField, string>>;
}
