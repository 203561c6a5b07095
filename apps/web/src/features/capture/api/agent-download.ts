import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { captureKeys } from './capture-keys';

/**
 * Where the browser reaches the device agent and where the operator downloads it (GET agent/download-url). Its
 * own module: the capture route's loader reads it, and loaders ship with the initial bundle.
 */
export const agentDownloadQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: captureKeys.agent(portal),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/biometrics/agent/download-url'))).data,
    staleTime: 5 * 60_000,
  });
