import { Box } from '@mantine/core';
import { LngLatBounds, Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { mapItems, type MapItem } from './clusters';
import { useClusterMap } from './use-cluster-map';
import { createMap } from './maplibre';
import { MapUnavailable } from './MapUnavailable';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LocationsMapProps } from './types';

const CLUSTER_COLORS = { red: '#c92a2a', default: '#1864ab' } as const;

/** One marker's element: a real button, so the places and clusters are reachable from the keyboard. */
function markerElement(item: MapItem, onClick: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  const style = button.style;
  style.border = '2px solid #fff';
  style.color = '#fff';
  style.cursor = 'pointer';
  style.font = '700 13px/1 sans-serif';
  style.boxShadow = '0 1px 4px rgba(0,0,0,.4)';
  if (item.kind === 'cluster') {
    const size = item.count >= 100 ? 48 : item.count >= 10 ? 40 : 34;
    style.width = style.height = `${size}px`;
    style.borderRadius = '50%';
    style.background = CLUSTER_COLORS[item.color];
    button.textContent = String(item.count);
    button.dataset['testid'] = 'map-cluster';
    button.dataset['color'] = item.color;
    button.setAttribute('aria-label', `${item.count} locations: zoom in`);
  } else {
    style.padding = '6px 8px';
    style.borderRadius = '12px';
    style.background = '#1b5e20';
    button.textContent = item.place.title;
    button.dataset['testid'] = 'map-place';
    button.setAttribute('aria-label', `${item.place.title}: open`);
  }
  return button;
}

/**
 * Every location on one MapLibre map, clustered with supercluster (spec §9: radius 60, max zoom 16; a cluster is
 * red when its count is above the larger of 10 and the mean count). Markers are HTML, so they show over any
 * style, the empty one included. Loaded lazily with the map screen.
 */
export default function LocationsMap({ styleUrl, places, onOpen, height = 520 }: LocationsMapProps) {
  const { container, failed, setFailed, onOpenRef, index } = useClusterMap(places, onOpen);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = createMap({ container: container.current, styleUrl, center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
    } catch {
      setFailed(true);
      return;
    }
    if (places.length > 0) {
      const bounds = new LngLatBounds();
      for (const place of places) bounds.extend([place.longitude, place.latitude]);
      map.fitBounds(bounds, { padding: 60, maxZoom: 13, duration: 0 });
    }
    let markers: Marker[] = [];
    const draw = () => {
      for (const marker of markers) marker.remove();
      const b = map.getBounds();
      const items = mapItems(index, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom());
      markers = items.map((item) =>
        new Marker({
          element: markerElement(item, () => {
            if (item.kind === 'cluster') {
              map.easeTo({ center: [item.longitude, item.latitude], zoom: item.expansionZoom });
            } else {
              onOpenRef.current(item.place.id);
            }
          }),
        })
          .setLngLat([item.longitude, item.latitude])
          .addTo(map),
      );
    };
    draw();
    map.on('moveend', draw);
    return () => {
      for (const marker of markers) marker.remove();
      map.remove();
    };
  }, [styleUrl, places, index]);

  if (failed)
    return (
      <MapUnavailable>The map cannot be drawn in this browser; the list shows every location.</MapUnavailable>
    );
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label="Map of all locations"
      data-testid="locations-map"
      style={{ borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
