import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterColor, type ClusterColor } from '@ridgeline/domain';
import Supercluster from 'supercluster';

/** A place on the map of all locations. */
export interface MapPlace {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
}

export type MapItem =
  | { kind: 'place'; place: MapPlace; latitude: number; longitude: number }
  | {
      kind: 'cluster';
      clusterId: number;
      count: number;
      /** Spec §9: red when the count is above the larger of 10 and the mean count of the clusters shown. */
      color: ClusterColor;
      /** The zoom at which the cluster breaks apart (a click zooms there). */
      expansionZoom: number;
      latitude: number;
      longitude: number;
    };

/** Supercluster with the §9 settings: radius 60, clusters up to zoom 16. */
export function clusterIndex(places: readonly MapPlace[]): Supercluster<MapPlace> {
  const index = new Supercluster<MapPlace>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    places.map((place) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
      properties: place,
    })),
  );
  return index;
}

/** What to draw for a view: single places and clusters, each cluster coloured against the others shown. */
export function mapItems(
  index: Supercluster<MapPlace>,
  bbox: [west: number, south: number, east: number, north: number],
  zoom: number,
): MapItem[] {
  const features = index.getClusters(bbox, Math.floor(zoom));
  const counts = features.flatMap((feature) =>
    'cluster' in feature.properties && feature.properties.cluster ? [feature.properties.point_count] : [],
  );
  return features.map((feature) => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return {
        kind: 'cluster',
        clusterId: properties.cluster_id,
        count: properties.point_count,
        color: clusterColor(properties.point_count, counts),
        expansionZoom: Math.min(index.getClusterExpansionZoom(properties.cluster_id), CLUSTER_MAX_ZOOM + 1),
        latitude,
        longitude,
      };
    }
    return { kind: 'place', place: properties as MapPlace, latitude, longitude };
  });
}
