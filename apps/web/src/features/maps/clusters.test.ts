import { describe, expect, it } from 'vitest';
import { clusterIndex, mapItems, type MapPlace } from './clusters';

const place = (id: string, latitude: number, longitude: number): MapPlace => ({
  id,
  title: id,
  latitude,
  longitude,
});
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

const bay = Array.from({ length: 12 }, (_, n) => place(`sf-${n}`, 37.77 + n * 0.01, -122.42 + n * 0.01));
const la = [place('la-1', 34.05, -118.24), place('la-2', 34.06, -118.25)];
const ny = [place('ny', 40.71, -74.0)];

describe('clusters of the map of all locations', () => {
  it('groups nearby places and colours clusters by the §9 rule', () => {
    const items = mapItems(clusterIndex([...bay, ...la, ...ny]), WORLD, 4);
    const clusters = items.filter((item) => item.kind === 'cluster');
    expect(clusters.map((c) => [c.count, c.color]).sort()).toEqual([
      [12, 'red'],
      [2, 'default'],
    ]);
    expect(
      items.filter((item) => item.kind === 'place').map((item) => item.kind === 'place' && item.place.id),
    ).toEqual(['ny']);
  });

  it('keeps a cluster of 10 or fewer in the default colour however the mean falls', () => {
    const items = mapItems(clusterIndex([...bay.slice(0, 10), ...la]), WORLD, 4);
    expect(items.every((item) => item.kind !== 'cluster' || item.color === 'default')).toBe(true);
  });

  it('breaks clusters apart when zoomed in past their expansion zoom, and never clusters above zoom 16', () => {
    const [cluster] = mapItems(clusterIndex(la), WORLD, 4);
    expect(cluster?.kind).toBe('cluster');
    const zoom = cluster?.kind === 'cluster' ? cluster.expansionZoom : 0;
    expect(mapItems(clusterIndex(la), WORLD, zoom).every((item) => item.kind === 'place')).toBe(true);
    const sameSpot = [place('a', 37.7793, -122.4147), place('b', 37.7793, -122.4147)];
    expect(mapItems(clusterIndex(sameSpot), WORLD, 17).map((item) => item.kind)).toEqual(['place', 'place']);
  });
});
