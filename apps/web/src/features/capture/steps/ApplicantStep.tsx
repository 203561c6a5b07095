import { useEffect, useMemo } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import {
  APPLICANT_EYE_COLORS,
  APPLICANT_GENDERS,
  APPLICANT_HAIR_COLORS,
  APPLICANT_RACES,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  PRODUCT_CODES,
  applicantFormSchema,
  applicantFormValues,
  applicantRequest,
  citizenshipChoices,
  phoneDigits,
  selectableCountries,
  type ApplicantFormValues,
} from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../../forms/toasts';
import { useDomainForm } from '../../forms/use-domain-form';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { captureKeys } from '../api/capture-keys';
import { saveApplicant, useBiometricServices } from '../api/capture-api';
import { readApplicantDraft, removeApplicantDraft, writeApplicantDraft } from '../applicant-draft';
import type { CaptureStepProps } from '../capture-step-props';
import { StepFooter } from '../StepFooter';

const useCodeLists = (portal: PortalRef) =>
  useQuery({
    queryKey: captureKeys.codeLists(portal),
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).POST('/partner/v1/master-data/grouped-list', {
            body: { categories: ['COUNTRY', 'STATE'] },
          }),
        )
      ).data,
    staleTime: Infinity,
  });

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((entry) => ({ value: entry.value, label: entry.label }));

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The catalogue product of the transaction's service decides whether Other is refused (§5). A partner service
 * that sells a catalogue product sells an FBI background check (the catalogue holds FBIBGCHECK and FBIBGCHECK1);
 * when the service cannot be read, the stricter rule applies (docs/decisions.md, "Capture screens").
 */
function productCodeOf(
  serviceId: string | null | undefined,
  services: { id?: string; serviceId?: string | null }[] | undefined,
) {
  const service = services?.find((candidate) => candidate.id === serviceId);
  return service && !service.serviceId ? null : PRODUCT_CODES.FBI_BACKGROUND_CHECK;
}

/** Step 2: every applicant field of §3 with the libs/domain schema; a draft survives a reload until saved (§4). */
export function ApplicantStep({ portal, transaction, send, refresh }: CaptureStepProps) {
  const services = useBiometricServices(portal);
  const codeLists = useCodeLists(portal);
  const productCode = productCodeOf(transaction?.partnerServiceId, services.data);
  const schema = useMemo(() => applicantFormSchema({ productCode, today: todayIso() }), [productCode]);
  const stored = transaction ? applicantFormValues(transaction) : applicantFormValues({});
  const draft = transaction ? readApplicantDraft(transaction.id) : null;
  const { form, submitting, onSubmit } = useDomainForm<ApplicantFormValues>(
    schema,
    draft ? { ...draft, ssn: stored.ssn } : stored,
  );
  const values = form.getValues();
  useEffect(() => {
    if (transaction && form.isDirty()) writeApplicantDraft(transaction.id, values);
  }, [transaction, values, form]);

  const countries = selectableCountries(codeLists.data?.['COUNTRY'] ?? []).map((entry) => ({
    value: entry.code,
    label: entry.data,
  }));
  const states = (codeLists.data?.['STATE'] ?? []).map((entry) => ({ value: entry.code, label: entry.data }));
  const residentStatuses = citizenshipChoices(productCode).map((choice) => choice.label);

  const save = onSubmit(async (submitted) => {
    if (!transaction) return;
    try {
      const answer = await saveApplicant(
        portal,
        transaction.id,
        applicantRequest(submitted, { complete: true }),
      );
      // §4: setting the applicant info removes the stored applicant-info entry.
      removeApplicantDraft();
      notifySuccess(answer.message ?? 'Applicant saved successfully');
      send({ type: 'step.next' });
      await refresh();
    } catch (error) {
      notifyFailure(error);
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={save} aria-label="Applicant">
      <Stack>
        <Title order={2} size="h3">
          Applicant
        </Title>
        <Fieldset legend="Name and identity">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Middle name" {...form.getInputProps('middleName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
            <TextInput label="Suffix" placeholder="Jr, III" {...form.getInputProps('generationalSuffix')} />
            <TextInput label="Date of birth" type="date" required {...form.getInputProps('dateOfBirth')} />
            <TextInput
              label="Place of birth"
              required
              description="State or country code, e.g. CA"
              maxLength={2}
              {...form.getInputProps('placeOfBirth')}
            />
            <TextInput
              label="SSN"
              placeholder="123-45-6789"
              autoComplete="off"
              {...form.getInputProps('ssn')}
            />
            <TextInput label="MS ID" {...form.getInputProps('msId')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Citizenship">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Resident status"
              required
              data={residentStatuses}
              allowDeselect={false}
              {...form.getInputProps('residentStatus')}
            />
            {values.residentStatus && values.residentStatus !== 'US Citizen' ? (
              <Select
                label="Country of citizenship"
                required
                searchable
                data={countries}
                {...form.getInputProps('countryOfCitizenship')}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Description">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Select
              label="Gender"
              required
              data={options(APPLICANT_GENDERS)}
              {...form.getInputProps('gender')}
            />
            <Select label="Race" required data={options(APPLICANT_RACES)} {...form.getInputProps('race')} />
            <Select
              label="Eye color"
              required
              data={options(APPLICANT_EYE_COLORS)}
              {...form.getInputProps('eyeColor')}
            />
            <Select
              label="Hair color"
              required
              data={options(APPLICANT_HAIR_COLORS)}
              {...form.getInputProps('hairColor')}
            />
            <Select
              label="Height (feet)"
              required
              data={HEIGHT_FEET.map((feet) => String(feet))}
              {...form.getInputProps('heightFeet')}
            />
            <Select
              label="Height (inches)"
              required
              data={HEIGHT_INCHES.map((inches) => String(inches))}
              {...form.getInputProps('heightInches')}
            />
            <TextInput label="Weight (lb)" required inputMode="numeric" {...form.getInputProps('weight')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Contact and address">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Confirm email" type="email" {...form.getInputProps('confirmEmail')} />
            <TextInput
              label="Phone"
              description="10 digits"
              {...form.getInputProps('contactNumber')}
              onChange={(event) =>
                form.setFieldValue('contactNumber', phoneDigits(event.currentTarget.value))
              }
            />
            <TextInput label="Address" required {...form.getInputProps('addressLine1')} />
            <TextInput label="Address line two" {...form.getInputProps('addressLine2')} />
            <TextInput label="City" required {...form.getInputProps('city')} />
            <Select label="State" required searchable data={states} {...form.getInputProps('state')} />
            <TextInput label="Zip code" required {...form.getInputProps('zipCode')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Reason">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Reason fingerprinted"
              required
              description="Printed on the card and sent to the FBI, e.g. EMPLOYMENT"
              {...form.getInputProps('reason')}
            />
            <Textarea label="Remarks" autosize minRows={1} {...form.getInputProps('remarks')} />
          </SimpleGrid>
        </Fieldset>
        <StepFooter onBack={() => send({ type: 'step.back' })} submit busy={submitting} />
      </Stack>
    </form>
  );
}
