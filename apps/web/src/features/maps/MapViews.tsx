import { LoadingBlock } from '@ridgeline/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapSettings } from './map-settings';
import { MapUnavailable } from './MapUnavailable';
import type { LocationsMapProps, PinMapProps } from './types';

/*
 * The map views, each loaded only when a screen shows it: MapLibre (and its stylesheet) by default, Google Maps
 * when the API's settings carry a key. Neither library is part of the initial bundle.
 */
const MapLibrePin = lazy(() => import('./PinMap'));
const MapLibreLocations = lazy(() => import('./LocationsMap'));
const GooglePin = lazy(() => import('./google/GooglePinMap'));
const GoogleLocations = lazy(() => import('./google/GoogleLocationsMap'));

/** A map whose code failed to load (offline after the app loaded, a blocked script) shows the fallback. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

type WithSettings<P> = Omit<P, 'styleUrl'> & { settings: MapSettings };

export function PinMapView({ settings, ...props }: WithSettings<PinMapProps>) {
  const key = settings.googleMapsApiKey;
  return (
    <MapBoundary>
      <Suspense fallback={<LoadingBlock height={props.height ?? 320} label="Loading the map" />}>
        {key ? (
          <GooglePin {...props} apiKey={key} />
        ) : (
          <MapLibrePin {...props} styleUrl={settings.styleUrl} />
        )}
      </Suspense>
    </MapBoundary>
  );
}

export function LocationsMapView({ settings, ...props }: WithSettings<LocationsMapProps>) {
  const key = settings.googleMapsApiKey;
  return (
    <MapBoundary>
      <Suspense fallback={<LoadingBlock height={props.height ?? 520} label="Loading the map" />}>
        {key ? (
          <GoogleLocations {...props} apiKey={key} />
        ) : (
          <MapLibreLocations {...props} styleUrl={settings.styleUrl} />
        )}
      </Suspense>
    </MapBoundary>
  );
}
