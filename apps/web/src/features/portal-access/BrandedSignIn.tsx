import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import type { SignInInput } from '@ridgeline/domain';
import { signIn, type SecondFactorChallenge } from '../auth/api/sign-in';
import { SecondFactorStep } from '../auth/SecondFactorStep';
import { AuthCard } from '../auth/AuthCard';
import { SignInForm } from '../auth/SignInForm';
import { errorDetail, errorMessage } from '../forms/error-message';
import { hasLiveSession, hasPortalSession } from '../session/guards';
import { logout } from '../session/logout';
import { setFavicon } from '../session/set-favicon';
import type { PortalRef } from '../session/session-types';
import { useAreaSession } from '../session/use-session';
import { accessEntries } from './access-entries';
import { enterPortal } from './api/enter-portal';
import { useBranding } from './api/get-branding';
import { getUserAccess } from './api/get-user-access';

export interface BrandedSignInProps {
  portal: PortalRef;
  partnerId: string;
  locationId?: string;
}

/** The location box needs the location's address, which the access list carries. */
async function locationSummary(portal: PortalRef, locationId: string | undefined) {
  if (portal.kind !== 'location' || !locationId) return undefined;
  const access = await getUserAccess().catch(() => null);
  return access
    ? accessEntries(access).locations.find((entry) => entry.locationId === locationId)?.location
    : undefined;
}

/**
 * A partner's or location's own sign-in page: user-portal credentials, then the exchange for that portal's
 * session. A user already signed in to the user portal only confirms.
 */
export function BrandedSignIn({ portal, partnerId, locationId }: BrandedSignInProps) {
  const navigate = useNavigate();
  const userSession = useAreaSession('userPortal');
  const { data: branding } = useBranding(partnerId, locationId);
  useEffect(() => setFavicon(branding?.favicon ?? null), [branding?.favicon]);

  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const enter = useMutation({
    mutationFn: async (credentials: SignInInput | null) => {
      if (credentials) {
        const result = await signIn('userPortal', credentials);
        if (result.kind === 'challenge') {
          setChallenge(result.challenge);
          return false;
        }
      }
      const location = await locationSummary(portal, locationId);
      await enterPortal({
        ref: portal,
        partnerId,
        locationId: locationId ?? null,
        ...(location ? { location } : {}),
      });
      return true;
    },
    onSuccess: (entered) => {
      if (!entered) return;
      if (portal.kind === 'partner') {
        void navigate({
          to: '/partner/$partnerCode/dashboard',
          params: { partnerCode: portal.code },
          replace: true,
        });
      } else {
        void navigate({
          to: '/location/$locationCode/dashboard',
          params: { locationCode: portal.code },
          replace: true,
        });
      }
    },
  });

  if (hasPortalSession(portal) && !enter.isPending) {
    return portal.kind === 'partner' ? (
      <Navigate to="/partner/$partnerCode/dashboard" params={{ partnerCode: portal.code }} replace />
    ) : (
      <Navigate to="/location/$locationCode/dashboard" params={{ locationCode: portal.code }} replace />
    );
  }

  const title = (portal.kind === 'location' ? branding?.locationName : branding?.legalName) ?? portal.code;
  return (
    <AuthCard
      title={title}
      subtitle={
        portal.kind === 'location'
          ? `Location sign-in${branding?.legalName ? ` · ${branding.legalName}` : ''}`
          : 'Partner sign-in'
      }
      logo={branding?.companyLogo ?? null}
      logoAlt={`${title} logo`}
    >
      {challenge && !(userSession && hasLiveSession('userPortal')) ? (
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={() => {
            setChallenge(null);
            enter.mutate(null);
          }}
          onRestart={() => {
            enter.reset();
            setChallenge(null);
          }}
        />
      ) : userSession && hasLiveSession('userPortal') ? (
        <>
          <Text>Signed in as {userSession.user.fullName}.</Text>
          {enter.error ? (
            <Text c="red" role="alert">
              {errorMessage(enter.error)}
            </Text>
          ) : null}
          {enter.error ? null : (
            <Button loading={enter.isPending} disabled={enter.isPending} onClick={() => enter.mutate(null)}>
              Continue to {title}
            </Button>
          )}
          {/* Signed in as someone without access here (issue 27): a way out, not a Continue that repeats it. */}
          <Group gap="md">
            <Button
              variant={enter.error ? 'filled' : 'default'}
              onClick={() => {
                enter.reset();
                void logout('userPortal');
              }}
            >
              Sign out
            </Button>
            <Anchor component={Link} to="/">
              Your portals
            </Anchor>
          </Group>
        </>
      ) : (
        <SignInForm
          error={errorMessage(enter.error)}
          errorDetail={errorDetail(enter.error)}
          onSubmit={(input) => enter.mutateAsync(input)}
        />
      )}
    </AuthCard>
  );
}
