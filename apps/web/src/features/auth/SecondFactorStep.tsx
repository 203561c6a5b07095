import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { secondFactorCodeSchema, type SecondFactorCodeInput } from '@ridgeline/domain';
import { errorDetail, errorMessage } from '../forms/error-message';
import { useDomainForm } from '../forms/use-domain-form';
import { EnrolmentPanel } from '../second-factor/EnrolmentPanel';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';
import type { AreaSession } from '../session/session-types';
import { confirmSignInEnrolment, signInWithCode, startSignInEnrolment } from './api/second-factor-sign-in';
import { storeSession, type SecondFactorChallenge } from './api/sign-in';

export interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  /** The session is stored; go on as after a password-only sign-in. */
  onSignedIn: (session: AreaSession) => void;
  /** Back to the password. */
  onRestart: () => void;
}

/** After the password: the code of the authenticator app (or a recovery code), or setting one up first. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  return challenge.enrolmentRequired ? (
    <SignInEnrolment challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <CodeStep challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  );
}

function CodeStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const verify = useMutation({ mutationFn: (code: string) => signInWithCode(challenge, code) });
  const { form, submitting, onSubmit } = useDomainForm(secondFactorCodeSchema, {
    code: '',
  } as SecondFactorCodeInput);
  return (
    <form noValidate onSubmit={onSubmit((values) => verify.mutateAsync(values.code).then(onSignedIn))}>
      <Stack gap="sm">
        {verify.error ? (
          <Alert color="red" role="alert" title="Sign-in failed">
            {errorMessage(verify.error)}
            {errorDetail(verify.error) ? <div>{errorDetail(verify.error)}</div> : null}
          </Alert>
        ) : null}
        <TextInput
          label="Authentication code"
          description="The 6 digits of your authenticator app, or one of your recovery codes"
          autoComplete="one-time-code"
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={submitting} disabled={submitting}>
          Verify
        </Button>
        <Text size="sm">
          <Anchor component="button" type="button" onClick={onRestart}>
            Back to sign-in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function SignInEnrolment({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const start = useMutation({ mutationFn: () => startSignInEnrolment(challenge) });
  const confirm = useMutation({ mutationFn: (code: string) => confirmSignInEnrolment(challenge, code) });
  const [done, setDone] = useState<{ session: AreaSession; recoveryCodes: string[] } | null>(null);
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
  if (done) {
    return (
      <RecoveryCodesPanel
        codes={done.recoveryCodes}
        onDone={() => onSignedIn(storeSession(challenge.area, done.session))}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Your account needs a second factor. Set up an authenticator app to finish signing in.
      </Text>
      <EnrolmentPanel
        enrolment={start.data}
        error={errorMessage(start.error ?? confirm.error)}
        errorDetail={errorDetail(confirm.error)}
        onConfirm={(code) => confirm.mutateAsync(code).then(setDone)}
        onCancel={onRestart}
      />
    </Stack>
  );
}
