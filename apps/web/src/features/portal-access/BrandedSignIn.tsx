import { useEffect } from 'react';
import { Button, Text } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { signIn } from '../auth/api/sign-in';
import { AuthCard } from '../auth/AuthCard';
import { SignInForm } from '../auth/SignInForm';
import { errorMessage } from '../forms/error-message';
import { knownBranding, rememberBranding } from '../session/branding-cache';
import { hasLiveSession, hasPortalSession } from '../session/guards';
import { setFavicon } from '../session/set-favicon';
import type { PortalRef } from '../session/session-types';
import { useAreaSession } from '../session/use-session';
import { accessEntries } from './access-entries';
import { enterPortal } from './api/enter-portal';
import { getUserAccess } from './api/get-user-access';
import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@ridgeline/domain';

export interface BrandedSignInProps {
  portal: PortalRef;
  partnerId: string;
  locationId?: string;
}

/**
 * A partner's or location's own sign-in page: user-portal credentials, then the exchange for that portal's
 * session. A user already signed in to the portal only confirms.
 */
export function BrandedSignIn({ portal, partnerId, locationId }: BrandedSignInProps) {
  const navigate = useNavigate();
  const userSession = useAreaSession('userPortal');
  const branding = knownBranding(partnerId);
  useEffect(() => setFavicon(branding?.favicon ?? branding?.logo), [branding?.favicon, branding?.logo]);

  const enter = useMutation({
    mutationFn: async (credentials: SignInInput | null) => {
      if (credentials) await signIn('userPortal', credentials);
      const access = await getUserAccess().catch(() => null);
      const entry = access
        ? [...accessEntries(access).partners, ...accessEntries(access).locations].find(
            (candidate) =>
              candidate.ref.kind === portal.kind &&
              candidate.partnerId === partnerId &&
              (candidate.locationId ?? undefined) === locationId,
          )
        : undefined;
      const session = await enterPortal({
        ref: portal,
        partnerId,
        locationId: locationId ?? null,
        ...(entry?.location ? { location: entry.location } : {}),
      });
      rememberBranding(partnerId, {
        logo: session.companyLogo ?? null,
        favicon: session.favicon ?? null,
        name: session.partnerLegalName ?? '',
      });
    },
    onSuccess: () => {
      if (portal.kind === 'partner')
        void navigate({
          to: '/partner/$partnerCode/dashboard',
          params: { partnerCode: portal.code },
          replace: true,
        });
      else
        void navigate({
          to: '/location/$locationCode/dashboard',
          params: { locationCode: portal.code },
          replace: true,
        });
    },
  });

  if (hasPortalSession(portal)) {
    return portal.kind === 'partner' ? (
      <Navigate to="/partner/$partnerCode/dashboard" params={{ partnerCode: portal.code }} replace />
    ) : (
      <Navigate to="/location/$locationCode/dashboard" params={{ locationCode: portal.code }} replace />
    );
  }

  const title = branding?.name || portal.code;
  return (
    <AuthCard
      title={title}
      subtitle={portal.kind === 'location' ? 'Location sign-in' : 'Partner sign-in'}
      logo={branding?.logo ?? null}
      logoAlt={`${title} logo`}
    >
      {userSession && hasLiveSession('userPortal') ? (
        <>
          <Text>Signed in as {userSession.user.fullName}.</Text>
          {enter.error ? (
            <Text c="red" role="alert">
              {errorMessage(enter.error)}
            </Text>
          ) : null}
          <Button loading={enter.isPending} onClick={() => enter.mutate(null)}>
            Continue to {title}
          </Button>
        </>
      ) : (
        <SignInForm
          loading={enter.isPending}
          error={errorMessage(enter.error)}
          onSubmit={(input) => enter.mutate(input)}
        />
      )}
    </AuthCard>
  );
}
