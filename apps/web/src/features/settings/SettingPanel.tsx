import { Fragment, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { notifyFailureAndRethrow, notifySuccess } from '../forms/toasts';
import { sourceLabel, type SettingSource } from './setting-source';
import type { SettingsScope } from './settings-scope';

interface SettingPanelProps<Values> {
  scope: SettingsScope;
  /** The setting in force, with where it comes from. */
  data: Values & { source?: SettingSource };
  /** The toast of a successful save: "Printer settings saved". */
  saved: string;
  save(body: Values): Promise<unknown>;
  /** The form on the setting's values; it calls `onSubmit` with what to save. */
  children(initial: Values, onSubmit: (body: Values) => Promise<unknown>): ReactNode;
}

/**
 * A setting of a scope (appointment policy, biometric, printer): where the values in force come from, then the form
 * on them. A save is told in a toast (a failure keeps the form as typed), and its stored answer remounts the form.
 */
export function SettingPanel<Values>({ scope, data, saved, save, children }: SettingPanelProps<Values>) {
  const { source, ...values } = data;
  const onSubmit = (body: Values) => save(body).then(() => notifySuccess(saved), notifyFailureAndRethrow);
  return (
    <Stack>
      <Text c="dimmed" data-testid="settings-source">
        {sourceLabel(source, scope.kind)}
      </Text>
      <Fragment key={JSON.stringify(data)}>{children(values as Values, onSubmit)}</Fragment>
    </Stack>
  );
}
