import { useState } from 'react';
import { Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { updateTransaction } from '../api/capture-api';
import type { CaptureStepProps } from '../capture-step-props';
import { SmoothSignaturePad } from '../SmoothSignaturePad';
import { StepFooter } from '../StepFooter';
import { useStepSave } from '../use-step-save';

/** Step 6: the applicant signs, then the officer; both go to the transaction as PNG bitmaps (spec §5). */
export function SignatureStep({ portal, transaction, send, refresh }: CaptureStepProps) {
  const [applicant, setApplicant] = useState<string | null>(null);
  const [officer, setOfficer] = useState<string | null>(null);
  const save = useStepSave();
  const storedApplicant = transaction?.applicantSignature ?? null;
  const storedOfficer = transaction?.officerSignature ?? null;
  const ready = (applicant ?? storedApplicant) !== null && (officer ?? storedOfficer) !== null;

  const next = () =>
    save.run(async () => {
      if (!transaction || !ready) return;
      const signatures = {
        ...(applicant ? { applicantSignature: applicant } : {}),
        ...(officer ? { officerSignature: officer } : {}),
      };
      if (applicant || officer) await updateTransaction(portal, transaction.id, signatures);
      send({ type: 'signature.set', signatures });
      send({ type: 'step.next' });
      await refresh();
    });

  return (
    <Stack>
      <Title order={2} size="h3">
        Signature
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Stack gap="xs">
          <SmoothSignaturePad label="Applicant signature" onChange={setApplicant} />
          {!applicant && storedApplicant ? (
            <Stored src={storedApplicant} label="Applicant signature on file" />
          ) : null}
        </Stack>
        <Stack gap="xs">
          <SmoothSignaturePad label="Officer signature" onChange={setOfficer} />
          {!officer && storedOfficer ? (
            <Stored src={storedOfficer} label="Officer signature on file" />
          ) : null}
        </Stack>
      </SimpleGrid>
      {!ready ? (
        <Text size="sm" c="dimmed">
          Both the applicant and the officer sign before the capture can be confirmed.
        </Text>
      ) : null}
      <StepFooter
        onBack={() => send({ type: 'step.back' })}
        onNext={() => void next()}
        busy={save.busy}
        nextDisabled={!ready}
      />
    </Stack>
  );
}

function Stored({ src, label }: { src: string; label: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Image src={src} alt={label} h={80} w={240} fit="contain" />
    </Stack>
  );
}
