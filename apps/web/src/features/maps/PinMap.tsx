import { Box } from '@mantine/core';
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createMap } from './maplibre';
import { MapUnavailable } from './MapUnavailable';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PIN_ZOOM, type PinMapProps } from './types';

/**
 * A MapLibre map with the location's pin. Editable: drag the pin, or click the map to move it there; the form's
 * latitude and longitude follow (and typing them moves the pin). Loaded lazily with the screens that use it.
 */
export default function PinMap({ styleUrl, pin, onChange, label, height = 320 }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);
  const editable = !!onChange;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = createMap({
        container: container.current,
        styleUrl,
        center: pin ? [pin.longitude, pin.latitude] : DEFAULT_CENTER,
        zoom: pin ? PIN_ZOOM : DEFAULT_ZOOM,
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    const marker = new Marker({ draggable: editable, color: '#1c7ed6' });
    const element = marker.getElement();
    element.setAttribute('data-testid', 'map-pin');
    element.setAttribute('aria-label', editable ? 'Location pin: drag to move' : 'Location pin');
    markerRef.current = marker;
    if (pin) marker.setLngLat([pin.longitude, pin.latitude]).addTo(map);
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLngLat();
      onChangeRef.current?.({ latitude: lat, longitude: lng });
    });
    if (editable) {
      map.on('click', (event) => {
        marker.setLngLat(event.lngLat).addTo(map);
        onChangeRef.current?.({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
      });
    }
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is made once; the pin and style changes below move it rather than rebuild it.
  }, [styleUrl, editable]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    if (latitude === undefined || longitude === undefined) {
      marker.remove();
      return;
    }
    const current = marker.getLngLat?.();
    const moved =
      !current || Math.abs(current.lat - latitude) > 2e-6 || Math.abs(current.lng - longitude) > 2e-6;
    marker.setLngLat([longitude, latitude]).addTo(map);
    if (moved) map.easeTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), PIN_ZOOM - 2) });
  }, [latitude, longitude]);

  if (failed) return <MapUnavailable />;
  return (
    <Box
      ref={container}
      h={height}
      role="region"
      aria-label={label}
      data-testid="pin-map"
      style={{ borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
