import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, MantineProvider } from '@mantine/core';
import { ridgelineTheme } from '@ridgeline/ui';
import { SignInCard } from '../features/auth/SignInCard';
import { homePath, signedInPath } from '../features/auth/signed-in-path';
import { hasLiveSession } from '../features/session/guards';
import { LazySecondFactor } from './LazySecondFactor';
import { prefetchApp } from './prefetch-app';
import { signInArea } from './sign-in-area';

/**
 * The sign-in pages' own entry (sign-in.html, served for a page load of /auth/login and /system/auth/login): the
 * sign-in card without the router, TanStack Query and the app shell, so the form is usable after a fraction of
 * the app's JavaScript (docs/decisions.md, Performance). Every way on is a full page load into the app.
 */
const area = signInArea(window.location.pathname);
const root = document.getElementById('root');
if (!root) throw new Error('sign-in.html has no #root element');

// Spec §2: the sign-in pages send a user who already has a live session of the area on, as the app's guard does.
if (hasLiveSession(area)) window.location.replace(homePath(area));
else {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={ridgelineTheme}>
        <SignInCard
          area={area}
          onSignedIn={(session) => window.location.replace(signedInPath(area, session))}
          forgotPasswordLink={
            <Anchor href={area === 'system' ? '/system/auth/forgot-password' : '/auth/forgot-password'}>
              Forgot password?
            </Anchor>
          }
          SecondFactor={LazySecondFactor}
        />
      </MantineProvider>
    </StrictMode>,
  );
  prefetchApp(document, window);
}
