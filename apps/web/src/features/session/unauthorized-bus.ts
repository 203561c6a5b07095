import { createUnauthorizedEvents } from '@ridgeline/backend-client';

/** 401s of the system and user-portal clients; the session guardian ends that area only. */
export const unauthorizedEvents = createUnauthorizedEvents();
