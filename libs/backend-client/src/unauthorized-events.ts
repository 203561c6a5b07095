import type { BackendArea } from './areas';

export interface UnauthorizedEvent {
  type: 'unauthorized';
  area: BackendArea;
  /** The path of the call that answered 401. */
  url: string;
}

export type UnauthorizedListener = (event: UnauthorizedEvent) => void;

/** A bus on which each area's client reports a 401; listeners subscribe to one area. */
export interface UnauthorizedEvents {
  on(area: BackendArea, listener: UnauthorizedListener): () => void;
  emit(event: UnauthorizedEvent): void;
}

export function createUnauthorizedEvents(): UnauthorizedEvents {
  const listeners: Record<BackendArea, Set<UnauthorizedListener>> = {
    system: new Set(),
    partner: new Set(),
    userPortal: new Set(),
  };
  return {
    on(area, listener) {
      listeners[area].add(listener);
      return () => listeners[area].delete(listener);
    },
    emit(event) {
      // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
      for (const listener of [...listeners[event.area]]) listener(event);
    },
  };
}
