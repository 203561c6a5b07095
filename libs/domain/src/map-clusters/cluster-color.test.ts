import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterColor, meanCount } from './cluster-color';

describe('map clusters', () => {
  it('use radius 60 and maximum zoom 16', () => {
    expect(CLUSTER_RADIUS).toBe(60);
    expect(CLUSTER_MAX_ZOOM).toBe(16);
  });

  it('turn red only above 10 when the mean is lower', () => {
    const counts = [2, 3, 11];
    expect(clusterColor(11, counts)).toBe('red');
    expect(clusterColor(10, counts)).toBe('default');
  });

  it('turn red only above the mean when the mean exceeds 10', () => {
    const counts = [20, 40, 60];
    expect(meanCount(counts)).toBe(40);
    expect(clusterColor(40, counts)).toBe('default');
    expect(clusterColor(41, counts)).toBe('red');
  });

  it('treat no clusters as a mean of zero', () => {
    expect(meanCount([])).toBe(0);
    expect(clusterColor(11, [])).toBe('red');
  });
});
