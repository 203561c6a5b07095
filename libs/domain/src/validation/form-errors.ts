import * as v from 'valibot';

export type FormErrors = Partial<Record<string, string>>;

/**
 * First message per field (dot path), the shape a form shows under each input. Which fields are touched is
 * the form's business; this reports them all.
 */
export function formErrors(schema: v.GenericSchema | v.GenericSchemaAsync, input: unknown): FormErrors {
  if (schema.async) throw new TypeError('formErrors needs a synchronous schema');
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}
