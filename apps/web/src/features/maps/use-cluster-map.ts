import { useMemo, useRef, useState } from 'react';
import { clusterIndex, type MapPlace } from './clusters';

/**
 * What both map engines' map of all locations keeps: its container, whether the map failed, the latest `onOpen`
 * (the map's listeners are made once) and the cluster index of the places.
 */
export function useClusterMap(places: readonly MapPlace[], onOpen: (id: string) => void) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const index = useMemo(() => clusterIndex(places), [places]);
  return { container, failed, setFailed, onOpenRef, index };
}
