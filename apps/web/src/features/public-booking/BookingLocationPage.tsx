import { Button, Card, Checkbox, Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { bookingApplicantSchema } from '@ridgeline/domain';
import { useCallback, useState } from 'react';
import { useDomainForm } from '../forms/use-domain-form';
import { bookingErrorMessage } from './booking-error-message';
import {
  BookingDeadEnd,
  BookingError,
  BookingLoading,
  BookingShell,
  StepHeading,
  useAccent,
} from './BookingShell';
import { BookingSummary } from './BookingSummary';
import { HoldTimer } from './HoldTimer';
import { longDate, wallTime } from './location-day';
import { bookingMessages as m } from './messages';
import {
  errorStatus,
  goToCheckout,
  useBookingLocation,
  useCreateBooking,
  type BookingConfirmation,
  type BookingLocationDetail,
} from './public-booking-api';
import { SlotPicker, type HeldSlot } from './SlotPicker';

type Step =
  | { kind: 'service' }
  | { kind: 'slot'; notice?: string }
  | { kind: 'details'; slot: HeldSlot }
  | { kind: 'done'; confirmation: BookingConfirmation };

/** `/book/{partnerCode}/{locationCode}`: service → time → details and terms → confirmation (or the card page). */
export function BookingLocationPage({
  partnerCode,
  locationCode,
}: {
  partnerCode: string;
  locationCode: string;
}) {
  const query = useBookingLocation(partnerCode, locationCode);
  if (query.isError) {
    return (
      <BookingDeadEnd
        message={bookingErrorMessage(query.error, errorStatus(query.error) === 404 ? 'location' : 'partner')}
      />
    );
  }
  if (!query.data) {
    return (
      <BookingShell>
        <BookingLoading />
      </BookingShell>
    );
  }
  return <BookingSteps partnerCode={partnerCode} detail={query.data} />;
}

function BookingSteps({ partnerCode, detail }: { partnerCode: string; detail: BookingLocationDetail }) {
  const [step, setStep] = useState<Step>({ kind: 'service' });
  const [serviceId, setServiceId] = useState<string | undefined>(
    detail.services.length === 1 ? detail.services[0]?.partnerServiceId : undefined,
  );
  const { location } = detail;
  const expired = useCallback(() => setStep({ kind: 'slot', notice: m.errors.holdExpired }), []);
  return (
    <BookingShell partner={detail.partner}>
      <Card withBorder padding="sm">
        <Text fw={600}>{location.displayName}</Text>
        <Text size="sm">
          {location.addressLineOne}, {location.city}, {location.state} {location.zipCode}
        </Text>
      </Card>
      {step.kind === 'service' ? (
        <ServiceStep
          detail={detail}
          value={serviceId}
          onChange={setServiceId}
          onNext={() => setStep({ kind: 'slot' })}
        />
      ) : null}
      {step.kind === 'slot' && serviceId !== undefined ? (
        <>
          <SlotPicker
            partnerCode={partnerCode}
            locationCode={location.code}
            partnerServiceId={serviceId}
            timeZone={location.timeZone}
            lastBookableDate={detail.lastBookableDate}
            heading={m.slotsHeading}
            notice={step.notice ?? null}
            onHeld={(slot) => setStep({ kind: 'details', slot })}
          />
          <BackButton onClick={() => setStep({ kind: 'service' })} />
        </>
      ) : null}
      {step.kind === 'details' ? (
        <DetailsStep
          partnerCode={partnerCode}
          detail={detail}
          slot={step.slot}
          serviceName={
            detail.services.find((service) => service.partnerServiceId === serviceId)?.displayName ?? ''
          }
          onExpired={expired}
          onBack={() => setStep({ kind: 'slot' })}
          onBooked={(confirmation) => setStep({ kind: 'done', confirmation })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <>
          <StepHeading>{m.confirmationHeading}</StepHeading>
          <Text fw={700} size="lg" data-testid="confirmation-number">
            {m.confirmationNumber(step.confirmation.confirmationNumber)}
          </Text>
          <BookingSummary confirmation={step.confirmation} />
          <Text>{m.emailSent}</Text>
        </>
      ) : null}
    </BookingShell>
  );
}

function BackButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="subtle" color={useAccent()} onClick={onClick}>
      {m.back}
    </Button>
  );
}

function ServiceStep(props: {
  detail: BookingLocationDetail;
  value: string | undefined;
  onChange(value: string): void;
  onNext(): void;
}) {
  const accent = useAccent();
  return (
    <Stack gap="sm">
      <StepHeading>{m.servicesHeading}</StepHeading>
      <Radio.Group
        label={m.servicesHeading}
        value={props.value ?? null}
        onChange={(value) => props.onChange(value)}
      >
        <Stack gap="xs" mt="xs">
          {props.detail.services.map((service) => (
            <Radio
              key={service.partnerServiceId}
              value={service.partnerServiceId}
              color={accent}
              autoContrast
              label={`${service.displayName} — ${m.price(service.amount)}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button color={accent} autoContrast disabled={props.value === undefined} onClick={props.onNext}>
        {m.slotsHeading}
      </Button>
    </Stack>
  );
}

function DetailsStep(props: {
  partnerCode: string;
  detail: BookingLocationDetail;
  slot: HeldSlot;
  serviceName: string;
  onExpired(): void;
  onBack(): void;
  onBooked(confirmation: BookingConfirmation): void;
}) {
  const accent = useAccent();
  const create = useCreateBooking(props.partnerCode);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const { form, submitting, onSubmit } = useDomainForm(bookingApplicantSchema, {
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    contactNumber: '',
  });
  // The partner's own terms when it has set them (an optional field of the partner), else the general ones.
  const terms = props.detail.partner.terms ?? m.defaultTerms;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!accepted) {
          event.preventDefault();
          form.validate();
          setTermsError(m.termsRequired);
          return;
        }
        onSubmit((values) =>
          create
            .mutateAsync({
              holdId: props.slot.holdId,
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              confirmEmail: values.confirmEmail,
              ...(values.contactNumber ? { contactNumber: values.contactNumber } : {}),
              acceptTerms: true,
            })
            .then(
              (confirmation) => {
                if (confirmation.payment.checkoutUrl) goToCheckout(confirmation.payment.checkoutUrl);
                else props.onBooked(confirmation);
              },
              () => undefined,
            ),
        )(event);
      }}
    >
      <Stack gap="sm">
        <StepHeading>{m.detailsHeading}</StepHeading>
        <Text>
          {props.serviceName} ·{' '}
          {m.when(
            longDate(props.slot.appointmentDate),
            wallTime(props.slot.startTime),
            wallTime(props.slot.endTime),
          )}
        </Text>
        <HoldTimer expiresAt={props.slot.expiresAt} onExpired={props.onExpired} />
        <BookingError message={create.isError ? bookingErrorMessage(create.error, 'book') : null} />
        <TextInput
          label={m.firstName}
          required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={m.lastName}
          required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={m.email}
          required
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={m.confirmEmail}
          required
          type="email"
          autoComplete="email"
          {...form.getInputProps('confirmEmail')}
        />
        <TextInput
          label={m.contactNumber}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('contactNumber')}
        />
        <section aria-labelledby="booking-terms-heading">
          <Text component="h2" id="booking-terms-heading" fw={700}>
            {m.termsHeading}
          </Text>
          <ScrollArea.Autosize mah={160} type="auto">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {terms}
            </Text>
          </ScrollArea.Autosize>
        </section>
        <Checkbox
          label={m.acceptTerms}
          color={accent}
          autoContrast
          checked={accepted}
          error={termsError}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setTermsError(null);
          }}
        />
        <Group>
          <Button type="submit" color={accent} autoContrast loading={submitting} disabled={submitting}>
            {m.book}
          </Button>
          <Button variant="subtle" color={accent} onClick={props.onBack}>
            {m.back}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
