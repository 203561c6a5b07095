/// <reference types="google.maps" />
import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MapUnavailable } from '../MapUnavailable';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PIN_ZOOM, type PinMapProps } from '../types';
import { loadGoogleMaps } from './google-loader';

type Props = Omit<PinMapProps, 'styleUrl'> & { apiKey: string };

/** The pin map on Google Maps (used when a key is configured): drag the pin or click the map to move it. */
export default function GooglePinMap({ apiKey, pin, onChange, label, height = 320 }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const markerRef = useRef<google.maps.Marker | null>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);
  const editable = !!onChange;

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey).then(
      ({ maps, marker: markers }) => {
        if (cancelled || !container.current) return;
        const center = pin
          ? { lat: pin.latitude, lng: pin.longitude }
          : { lat: DEFAULT_CENTER[1], lng: DEFAULT_CENTER[0] };
        const map = new maps.Map(container.current, { center, zoom: pin ? PIN_ZOOM : DEFAULT_ZOOM });
        const marker = new markers.Marker({
          map: pin ? map : null,
          position: center,
          draggable: editable,
          title: label,
        });
        marker.addListener('dragend', (event: google.maps.MapMouseEvent) => {
          if (event.latLng)
            onChangeRef.current?.({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
        });
        if (editable) {
          map.addListener('click', (event: google.maps.MapMouseEvent) => {
            if (!event.latLng) return;
            marker.setPosition(event.latLng);
            marker.setMap(map);
            onChangeRef.current?.({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
          });
        }
        mapRef.current = map;
        markerRef.current = marker;
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      markerRef.current?.setMap(null);
    };
  }, [apiKey, editable]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    if (latitude === undefined || longitude === undefined) {
      marker.setMap(null);
      return;
    }
    marker.setPosition({ lat: latitude, lng: longitude });
    marker.setMap(map);
    map.panTo({ lat: latitude, lng: longitude });
  }, [latitude, longitude]);

  if (failed) return <MapUnavailable />;
  return <Box ref={container} h={height} role="region" aria-label={label} data-testid="pin-map" />;
}
