import type { BackendArea, UnauthorizedEvent, UnauthorizedEvents } from '@ridgeline/backend-client';

/**
 * A bus that keeps a 401 nobody listens to yet and hands it to the area's first listener: the first page's
 * loader can answer 401 before the session guardian's effect subscribes. Only the latest such 401 per area is
 * kept; one is enough to end the session.
 */
export function createHeldUnauthorizedEvents(): UnauthorizedEvents {
  const listeners = new Map<BackendArea, Set<(event: UnauthorizedEvent) => void>>();
  const held = new Map<BackendArea, UnauthorizedEvent>();
  const of = (area: BackendArea) => {
    let set = listeners.get(area);
    if (!set) listeners.set(area, (set = new Set()));
    return set;
  };
  return {
    on(area, listener) {
      of(area).add(listener);
      const waiting = held.get(area);
      if (waiting) {
        held.delete(area);
        listener(waiting);
      }
      return () => of(area).delete(listener);
    },
    emit(event) {
      const current = [...of(event.area)];
      if (current.length === 0) held.set(event.area, event);
      // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
      for (const listener of current) listener(event);
    },
  };
}

/** 401s of the system and user-portal clients; the session guardian ends that area only. */
export const unauthorizedEvents = createHeldUnauthorizedEvents();
