export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
/** A cluster needs more than this many markers to turn red, however small the mean. */
export const CLUSTER_RED_FLOOR = 10;

export type ClusterColor = 'red' | 'default';

export function meanCount(counts: readonly number[]): number {
  return counts.length === 0 ? 0 : counts.reduce((sum, count) => sum + count, 0) / counts.length;
}

/** Red marks a hot spot: above the mean of all clusters and above the floor of 10. */
export function clusterColor(count: number, allCounts: readonly number[]): ClusterColor {
  return count > Math.max(CLUSTER_RED_FLOOR, meanCount(allCounts)) ? 'red' : 'default';
}
