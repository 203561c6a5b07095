/*
 * MapLibre, its stylesheet and its worker: imported only by the lazily loaded map views, so none of it is in the
 * initial bundle (the 150 kB budget). The worker is served as a file of the app (same origin, CSP worker-src).
 */
import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/** No tiles at all: a plain background, over which markers, clusters and the pin still show. */
export const EMPTY_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dee2e6' } }],
};

/** How long a style URL may take before the map gives up on it and shows the empty style. */
const STYLE_TIMEOUT_MS = 8000;

export interface MapOptions {
  container: HTMLElement;
  styleUrl: string | null;
  center: [longitude: number, latitude: number];
  zoom: number;
}

/**
 * A map over the configured style; when the style cannot be loaded (offline, blocked, slow) it falls back to the
 * empty style, and unreachable tiles only leave the background showing. Throws when the browser has no WebGL.
 */
export function createMap({ container, styleUrl, center, zoom }: MapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: styleUrl ?? EMPTY_STYLE,
    center,
    zoom,
    attributionControl: { compact: true },
    // Keyboard: the canvas takes focus and pans/zooms with arrows and +/-.
    keyboard: true,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  if (styleUrl) {
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      map.setStyle(EMPTY_STYLE);
    };
    map.once('style.load', () => {
      settled = true;
    });
    // Before the style has loaded, an error is the style itself failing; later ones are tiles and are let be.
    map.on('error', fallBack);
    const timer = setTimeout(fallBack, STYLE_TIMEOUT_MS);
    map.once('remove', () => clearTimeout(timer));
  }
  return map;
}
