import { Alert, Box, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { bookingMessages } from './messages';
import type { BookingPartner } from './public-booking-api';

/** A dark blue (6.5:1 on white, WCAG AA both ways) when the partner has no accent colour. */
const DEFAULT_ACCENT = '#1864ab';

const AccentContext = createContext(DEFAULT_ACCENT);

/** The partner's accent colour for buttons and links of the public pages. */
export const useAccent = () => useContext(AccentContext);

/**
 * Every public booking page's frame: the partner's logo and name over one narrow column (a phone first, wider
 * screens get the same column centred), in the partner's accent colour.
 */
export function BookingShell({
  partner,
  children,
}: {
  partner?: BookingPartner | undefined;
  children: ReactNode;
}) {
  const accent = partner?.accentColor ?? DEFAULT_ACCENT;
  return (
    <AccentContext.Provider value={accent}>
      <Box component="header" style={{ borderTop: `6px solid ${accent}` }} py="sm" px="md">
        <Container size="xs" p={0}>
          <Group gap="sm" wrap="nowrap">
            {partner?.logoUrl ? (
              <Image
                src={partner.logoUrl}
                alt={bookingMessages.logoAlt(partner.name)}
                h={40}
                w="auto"
                fit="contain"
              />
            ) : null}
            {partner ? (
              <Text fw={700} size="lg">
                {partner.name}
              </Text>
            ) : null}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xs" px="md" pb="xl">
        <Stack gap="md">{children}</Stack>
      </Container>
    </AccentContext.Provider>
  );
}

/** A step's heading: focused when the step shows, so a screen reader announces where the applicant now is. */
export function StepHeading({ children, order = 1 }: { children: ReactNode; order?: 1 | 2 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <Title ref={ref} order={order} tabIndex={-1} size="h2" style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

/** An error the applicant must read: announced at once (role=alert is a live region). */
export function BookingError({ message }: { message: string | null | undefined }) {
  return (
    // The live region is always in the page, so a message put into it later is announced.
    <div role="alert" aria-atomic="true">
      {message ? <Alert color="red">{message}</Alert> : null}
    </div>
  );
}

export function BookingLoading() {
  return (
    <Group justify="center" py="xl">
      <LoadingIndicator label={bookingMessages.loading} />
    </Group>
  );
}

/** A page that cannot go on (unknown partner, closed location, expired link): the shell with the reason. */
export function BookingDeadEnd({
  partner,
  message,
}: {
  partner?: BookingPartner | undefined;
  message: string;
}) {
  return (
    <BookingShell partner={partner}>
      <StepHeading>{message}</StepHeading>
    </BookingShell>
  );
}
