import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { bookingErrorMessage } from './booking-error-message';
import { BookingDeadEnd, BookingError, BookingLoading, BookingShell, StepHeading } from './BookingShell';
import { BookingSummary } from './BookingSummary';
import { bookingMessages as m } from './messages';
import {
  errorStatus,
  goToCheckout,
  useBookingLocation,
  useBookingManage,
  useCancelBooking,
  useOpenCheckout,
  useRescheduleBooking,
  type BookingConfirmation,
} from './public-booking-api';
import { SlotPicker } from './SlotPicker';

/**
 * `/book/{partnerCode}/manage?token=...`: the booking its link belongs to; reschedule (hold a new time, then
 * move), cancel after a confirmation, pay now when it is paid online and not yet. `checkout` is the provider's id
 * on the return from its hosted page, which the read reconciles.
 */
export function BookingManagePage(props: {
  partnerCode: string;
  token: string;
  checkout?: string | undefined;
}) {
  const { partnerCode, token, checkout } = props;
  const query = useBookingManage(partnerCode, token, checkout);
  if (!token || query.isError) {
    const message = !token ? m.errors.linkExpired : bookingErrorMessage(query.error, 'manage');
    return <BookingDeadEnd message={message} />;
  }
  if (!query.data) {
    return (
      <BookingShell>
        <BookingLoading />
      </BookingShell>
    );
  }
  return <ManageBooking partnerCode={partnerCode} token={token} returned={!!checkout} booking={query.data} />;
}

function ManageBooking(props: {
  partnerCode: string;
  token: string;
  returned: boolean;
  booking: BookingConfirmation;
}) {
  const { partnerCode, token, booking } = props;
  // The location's page carries the partner's branding and the services (for the reschedule's slots).
  const location = useBookingLocation(partnerCode, booking.location.code);
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancelled'>(
    booking.status === 'CANCELED' ? 'cancelled' : 'view',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const accent = location.data?.partner.accentColor ?? undefined;
  const reschedule = useRescheduleBooking(partnerCode, token);
  const cancel = useCancelBooking(partnerCode, token);
  const pay = useOpenCheckout(partnerCode, token);
  const [confirming, setConfirming] = useState(false);
  const current = cancel.data?.data ?? booking;
  const service = location.data?.services.find((item) => item.displayName === booking.serviceDisplayName);
  const changeable =
    current.status !== 'CANCELED' && new Date(current.changeableUntil).getTime() > Date.now();
  const error = reschedule.isError
    ? bookingErrorMessage(reschedule.error, errorStatus(reschedule.error) === 404 ? 'manage' : 'book')
    : cancel.isError
      ? bookingErrorMessage(cancel.error, 'manage')
      : pay.isError
        ? bookingErrorMessage(pay.error, 'manage')
        : null;
  return (
    <BookingShell partner={location.data?.partner}>
      {mode === 'reschedule' && service && location.data ? (
        <>
          <SlotPicker
            partnerCode={partnerCode}
            locationCode={booking.location.code}
            partnerServiceId={service.partnerServiceId}
            timeZone={booking.location.timeZone}
            lastBookableDate={location.data.lastBookableDate}
            heading={m.reschedule}
            notice={error}
            onHeld={(slot) =>
              void reschedule.mutateAsync(slot.holdId).then(
                (moved) => {
                  setNotice(m.rescheduled);
                  setMode('view');
                  // The old link is void now: the page follows the new one.
                  if (moved.manageToken) {
                    void navigate({
                      to: '/book/$partnerCode/manage',
                      params: { partnerCode },
                      search: { token: moved.manageToken },
                      replace: true,
                    });
                  }
                },
                () => undefined,
              )
            }
          />
          <Button variant="subtle" color={accent} onClick={() => setMode('view')}>
            {m.back}
          </Button>
        </>
      ) : (
        <Stack gap="sm">
          <StepHeading>
            {mode === 'cancelled' || current.status === 'CANCELED' ? m.cancelled : m.manageHeading}
          </StepHeading>
          <div role="status">{notice ? <Text fw={600}>{notice}</Text> : null}</div>
          {props.returned && current.payment.mode === 'online' ? (
            <Text role="status">
              {current.payment.status === 'paid' ? m.paymentConfirmed : m.paymentPending}
            </Text>
          ) : null}
          <Text fw={700} data-testid="confirmation-number">
            {m.confirmationNumber(current.confirmationNumber)}
          </Text>
          <BookingSummary confirmation={current} />
          <BookingError message={error} />
          {changeable ? (
            <Group>
              {current.payment.mode === 'online' && current.payment.status === 'unpaid' ? (
                <Button
                  color={accent}
                  autoContrast
                  loading={pay.isPending}
                  onClick={() =>
                    void pay.mutateAsync().then(
                      (answer) => goToCheckout(answer.checkoutUrl),
                      () => undefined,
                    )
                  }
                >
                  {m.payNow}
                </Button>
              ) : null}
              <Button
                color={accent}
                autoContrast
                variant="outline"
                disabled={!service}
                onClick={() => setMode('reschedule')}
              >
                {m.reschedule}
              </Button>
              <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
                {m.cancel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.cancelConfirmTitle}
        closeButtonProps={{ 'aria-label': m.cancelKeep }}
        centered
      >
        <Stack>
          <Text>{m.cancelConfirmBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {m.cancelKeep}
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() =>
                void cancel.mutateAsync().then(
                  (answer) => {
                    setConfirming(false);
                    setMode('cancelled');
                    if (answer.message) setNotice(answer.message);
                  },
                  () => setConfirming(false),
                )
              }
            >
              {m.cancelYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </BookingShell>
  );
}
