import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstant, passwordConfirmationSchema, type PasswordConfirmationInput } from '@ridgeline/domain';
import { errorDetail, errorMessage } from '../forms/error-message';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import { EnrolmentPanel } from '../second-factor/EnrolmentPanel';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';
import type { SessionArea } from '../session/session-types';
import { SessionsTable } from './SessionsTable';
import {
  accountSecurityKeys,
  activeSessionsQuery,
  confirmEnrolment,
  disableSecondFactor,
  startEnrolment,
  secondFactorStatusQuery,
  useEndSession,
} from './api/account-security';
import { FailureAlert } from '../forms/FailureAlert';

// The system area and the user portal have no zone of their own: their times are UTC, said so, never the browser's.
const when = (iso: string) => formatInstant(iso);

/** The signed-in user's own second factor and active sessions (issue 18). */
export function SecurityScreen({ area }: { area: SessionArea }) {
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Security</Title>
      <SecondFactorCard area={area} />
      <SessionsCard area={area} />
    </Stack>
  );
}

function SecondFactorCard({ area }: { area: SessionArea }) {
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorStatusQuery(area));
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.secondFactor(area) });
  const start = useMutation({ mutationFn: () => startEnrolment(area) });
  const confirm = useMutation({ mutationFn: (code: string) => confirmEnrolment(area, code) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const enrolling = start.isSuccess && !codes;

  return (
    <Card withBorder component="section" aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="second-factor-title">
          Second factor
        </Title>
        {status.isPending ? <LoadingIndicator label="Loading your second factor" /> : null}
        {status.error ? <Alert color="red">{errorMessage(status.error)}</Alert> : null}
        {status.data ? (
          <Group gap="sm">
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
            <Text size="sm">
              {status.data.enabled
                ? `Authenticator app since ${when(status.data.enabledOn ?? '')}; ${status.data.recoveryCodesLeft} recovery codes left.`
                : 'Sign in with a code of an authenticator app as well as your password.'}
              {status.data.required ? ' Required for your account.' : ''}
            </Text>
          </Group>
        ) : null}
        {codes ? (
          <RecoveryCodesPanel
            codes={codes}
            onDone={() => {
              setCodes(null);
              start.reset();
              void refresh();
            }}
          />
        ) : enrolling ? (
          <EnrolmentPanel
            enrolment={start.data}
            error={errorMessage(confirm.error)}
            errorDetail={errorDetail(confirm.error)}
            onConfirm={(code) =>
              confirm.mutateAsync(code).then((recoveryCodes) => {
                notifySuccess('Second factor turned on');
                setCodes(recoveryCodes);
              })
            }
            onCancel={() => {
              start.reset();
              confirm.reset();
            }}
          />
        ) : status.data ? (
          <Group>
            <Button loading={start.isPending} disabled={start.isPending} onClick={() => start.mutate()}>
              {status.data.enabled ? 'Replace authenticator app' : 'Set up authenticator app'}
            </Button>
            {status.data.enabled && !status.data.required ? (
              <Button variant="default" color="red" onClick={() => setDisabling(true)}>
                Turn off
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <DisableModal
        area={area}
        opened={disabling}
        onClose={() => setDisabling(false)}
        onDone={() => {
          setDisabling(false);
          void refresh();
        }}
      />
    </Card>
  );
}

function DisableModal({
  area,
  opened,
  onClose,
  onDone,
}: {
  area: SessionArea;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, submitting, onSubmit } = useDomainForm(passwordConfirmationSchema, {
    password: '',
  } as PasswordConfirmationInput);
  const disable = useMutation({ mutationFn: (password: string) => disableSecondFactor(area, password) });
  return (
    <Modal opened={opened} onClose={onClose} title="Turn off the second factor">
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          disable.mutateAsync(values.password).then(() => {
            notifySuccess('Second factor turned off');
            form.reset();
            onDone();
          }),
        )}
      >
        <Stack gap="sm">
          <FailureAlert>{errorMessage(disable.error)}</FailureAlert>
          <Text size="sm">Your password alone will sign you in. Your recovery codes stop working.</Text>
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={submitting} disabled={submitting}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SessionsCard({ area }: { area: SessionArea }) {
  const sessions = useQuery(activeSessionsQuery(area));
  const end = useEndSession(area);
  return (
    <Card withBorder component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sessions-title">
          Active sessions
        </Title>
        {sessions.isPending ? <LoadingIndicator label="Loading your sessions" /> : null}
        {sessions.error ? <Alert color="red">{errorMessage(sessions.error)}</Alert> : null}
        {sessions.data && sessions.data.length === 0 ? <Text size="sm">No active sessions.</Text> : null}
        {sessions.data && sessions.data.length > 0 ? (
          <SessionsTable
            sessions={sessions.data}
            ending={end.isPending}
            onEnd={(id) =>
              end.mutate(id, {
                onSuccess: () => notifySuccess('Session ended'),
                onError: notifyFailure,
              })
            }
          />
        ) : null}
      </Stack>
    </Card>
  );
}
