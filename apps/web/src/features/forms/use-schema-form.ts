import { useCallback, useMemo, useState } from 'react';
import type * as v from 'valibot';
import { formErrors } from '@ridgeline/domain';

export interface SchemaForm<T extends Record<string, string>> {
  values: T;
  /** Messages of touched fields only (spec §5: errors show once a field has been touched). */
  errors: Partial<Record<keyof T, string>>;
  isValid: boolean;
  setValue(field: keyof T, value: string): void;
  touch(field: keyof T): void;
  /** Touches every field; returns the values when they pass the schema. */
  validateAll(): T | null;
  inputProps(field: keyof T): {
    value: string;
    error: string | undefined;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
  };
}

/** Form state checked against a valibot schema on every change and blur. */
export function useSchemaForm<T extends Record<string, string>>(
  schema: v.GenericSchema,
  initial: T,
): SchemaForm<T> {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const allErrors = useMemo(() => formErrors(schema, values), [schema, values]);
  const errors = useMemo(() => {
    const shown: Partial<Record<keyof T, string>> = {};
    for (const field of Object.keys(values) as (keyof T)[]) {
      const message = allErrors[field as string];
      if (touched[field] && message) shown[field] = message;
    }
    return shown;
  }, [allErrors, touched, values]);
  const setValue = useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const touch = useCallback((field: keyof T) => setTouched((current) => ({ ...current, [field]: true })), []);
  const isValid = Object.keys(allErrors).length === 0;
  return {
    values,
    errors,
    isValid,
    setValue,
    touch,
    validateAll() {
      setTouched(
        Object.fromEntries(Object.keys(values).map((field) => [field, true])) as Record<keyof T, boolean>,
      );
      return isValid ? values : null;
    },
    inputProps: (field) => ({
      value: values[field] ?? '',
      error: errors[field],
      onChange: (event) => setValue(field, event.currentTarget.value),
      onBlur: () => touch(field),
    }),
  };
}
