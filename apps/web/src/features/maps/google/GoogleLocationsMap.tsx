/// <reference types="google.maps" />
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { mapItems } from '../clusters';
import { useClusterMap } from '../use-cluster-map';
import { MapUnavailable } from '../MapUnavailable';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LocationsMapProps } from '../types';
import { loadGoogleMaps } from './google-loader';

type Props = Omit<LocationsMapProps, 'styleUrl'> & { apiKey: string };

const COLORS = { red: '#c92a2a', default: '#1864ab' } as const;

/** The map of all locations on Google Maps, clustered by the same supercluster index and §9 colour rule. */
export default function GoogleLocationsMap({ apiKey, places, onOpen, height = 520 }: Props) {
  const { container, failed, setFailed, onOpenRef, index } = useClusterMap(places, onOpen);

  useEffect(() => {
    let cancelled = false;
    let markers: google.maps.Marker[] = [];
    loadGoogleMaps(apiKey).then(
      ({ maps, marker: markerLibrary }) => {
        if (cancelled || !container.current) return;
        const map = new maps.Map(container.current, {
          center: { lat: DEFAULT_CENTER[1], lng: DEFAULT_CENTER[0] },
          zoom: DEFAULT_ZOOM,
        });
        if (places.length > 0) {
          const bounds = new google.maps.LatLngBounds();
          for (const place of places) bounds.extend({ lat: place.latitude, lng: place.longitude });
          map.fitBounds(bounds, 60);
        }
        map.addListener('idle', () => {
          for (const marker of markers) marker.setMap(null);
          const bounds = map.getBounds();
          if (!bounds) return;
          const ne = bounds.getNorthEast();
          const sw = bounds.getSouthWest();
          const items = mapItems(
            index,
            [sw.lng(), sw.lat(), ne.lng(), ne.lat()],
            map.getZoom() ?? DEFAULT_ZOOM,
          );
          markers = items.map((item) => {
            const position = { lat: item.latitude, lng: item.longitude };
            const marker =
              item.kind === 'cluster'
                ? new markerLibrary.Marker({
                    map,
                    position,
                    title: `${item.count} locations: zoom in`,
                    label: { text: String(item.count), color: '#fff', fontWeight: '700' },
                    icon: {
                      path: google.maps.SymbolPath.CIRCLE,
                      scale: 18,
                      fillColor: COLORS[item.color],
                      fillOpacity: 1,
                      strokeColor: '#fff',
                      strokeWeight: 2,
                    },
                  })
                : new markerLibrary.Marker({ map, position, title: item.place.title });
            marker.addListener('click', () => {
              if (item.kind === 'cluster') {
                map.setCenter(position);
                map.setZoom(item.expansionZoom);
              } else {
                onOpenRef.current(item.place.id);
              }
            });
            return marker;
          });
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      for (const marker of markers) marker.setMap(null);
    };
  }, [apiKey, places, index]);

  if (failed) return <MapUnavailable>The map cannot be shown; the list shows every location.</MapUnavailable>;
  return <Box ref={container} h={height} role="region" aria-label="Map of all locations" />;
}
