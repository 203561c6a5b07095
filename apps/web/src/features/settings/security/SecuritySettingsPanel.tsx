import { Alert, Stack, Switch, Text } from '@mantine/core';
import { securitySettingSchema, type SecuritySetting } from '@ridgeline/domain';
import { SubmitRow } from '../../forms/SubmitRow';
import { notifyFailureAndRethrow, notifySuccess } from '../../forms/toasts';
import { useDomainForm } from '../../forms/use-domain-form';
import { useSaveSecuritySetting, useSecuritySetting } from '../api/security-setting';
import type { SettingsScope } from '../settings-scope';

const WHO: Record<SettingsScope['kind'], string> = {
  system: 'every system administrator',
  partner: 'every user of this partner and its locations',
  location: 'every user of this location',
};

/**
 * The second-factor requirement (issue 18): on, the users it covers sign in with a code of an authenticator app
 * after their password, and set one up at their next sign-in if they have none.
 */
export default function SecuritySettingsPanel({ scope }: { scope: SettingsScope }) {
  const { data } = useSecuritySetting(scope);
  return <SecuritySettingsForm key={String(data.requireSecondFactor)} scope={scope} initial={data} />;
}

function SecuritySettingsForm({ scope, initial }: { scope: SettingsScope; initial: SecuritySetting }) {
  const save = useSaveSecuritySetting(scope);
  const { form, submitting, onSubmit } = useDomainForm(securitySettingSchema, {
    requireSecondFactor: initial.requireSecondFactor,
  });
  const turningOn = form.values.requireSecondFactor && !initial.requireSecondFactor;
  return (
    <form
      noValidate
      onSubmit={onSubmit((values) =>
        save
          .mutateAsync(values)
          .then(() => notifySuccess('Security settings saved'), notifyFailureAndRethrow),
      )}
    >
      <Stack maw={640}>
        <Switch
          label="Require a second factor at sign-in"
          description={`An authenticator app's code after the password, for ${WHO[scope.kind]}.`}
          {...form.getInputProps('requireSecondFactor', { type: 'checkbox' })}
        />
        {turningOn && (
          <Alert color="yellow" title="Before you save">
            <Text size="sm">
              Users without an authenticator app will be asked to set one up at their next sign-in, and keep
              its recovery codes. Make sure they can install one (any TOTP app works).
            </Text>
          </Alert>
        )}
        <SubmitRow submitting={submitting} label="Save" />
      </Stack>
    </form>
  );
}
