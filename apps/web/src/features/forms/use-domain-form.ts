import { useRef, useState, type FormEvent } from 'react';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type * as v from 'valibot';

type FormValues = Record<string, unknown>;

export interface DomainForm<Values extends FormValues> {
  /** The @mantine/form form: `form.getInputProps('field')` on each input, `form.key('field')` as its key. */
  form: UseFormReturnType<Values>;
  /** True from a valid submit until its request settles; bind it to the Submit button's `disabled` and `loading`. */
  submitting: boolean;
  /**
   * The `<form onSubmit>` handler: validates every field (showing all errors), then calls `send` with the values
   * unless an earlier submit is still in flight, so a double click sends ONE request. `send` returns the request's
   * promise; a rejection is the screen's to show (banner or toast), the form only re-enables.
   */
  onSubmit(send: (values: Values) => Promise<unknown>): (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * A @mantine/form form checked against a libs/domain valibot schema (spec §5): errors show once a field is
 * touched (changed, or focused and left), validation runs on change and on blur, and each change also re-checks
 * the other touched fields, so a cross-field message (Passwords must match) follows either field.
 *
 * Mantine's own Standard Schema resolver reads the valibot schema: it ships with @mantine/form (same version) and
 * keeps the FIRST message per field, as `formErrors` in libs/domain does.
 */
export function useDomainForm<Values extends FormValues>(
  schema: v.GenericSchema<unknown, unknown>,
  initialValues: Values,
): DomainForm<Values> {
  const formRef = useRef<UseFormReturnType<Values> | null>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: () => {
      const current = formRef.current;
      if (!current) return;
      for (const [path, touched] of Object.entries(current.getTouched())) {
        if (touched) current.validateField(path);
      }
    },
  });
  formRef.current = form;

  return {
    form,
    submitting,
    onSubmit: (send) => (event) => {
      event?.preventDefault();
      // A ref, not state: the second click of a double click arrives before React re-renders the button.
      if (inFlight.current) return;
      form.onSubmit((values) => {
        inFlight.current = true;
        setSubmitting(true);
        void send(values)
          .catch(() => undefined)
          .finally(() => {
            inFlight.current = false;
            setSubmitting(false);
          });
      })(event);
    },
  };
}

/** What a create-or-modify form reads from its record: each field's value, possibly null. */
type RecordOf<Values extends FormValues> = { [Field in keyof Values]?: Values[Field] | null };

/**
 * The first values of a form that adds or modifies a record: each field's own value in the record, or its default
 * when adding (no record) or when the record holds none (null).
 */
export function recordValues<Values extends FormValues>(
  record: RecordOf<Values> | null | undefined,
  defaults: Values,
): Values {
  const values = { ...defaults };
  for (const field of Object.keys(defaults) as (keyof Values)[])
    values[field] = record?.[field] ?? defaults[field];
  return values;
}

/** `useDomainForm` for a form that adds (no record) or modifies a record, set up with `recordValues`. */
export const useRecordForm = <Values extends FormValues>(
  schema: v.GenericSchema<unknown, unknown>,
  record: RecordOf<Values> | null | undefined,
  defaults: Values,
): DomainForm<Values> => useDomainForm(schema, recordValues(record, defaults));
