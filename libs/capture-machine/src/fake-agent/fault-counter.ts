import type { FaultInjection } from '@ridgeline/device-agent-client';

type FaultKind = 'disconnect' | 'slowMs' | 'lowQuality' | 'invalidFinger' | 'http500';

/**
 * The simulator's fault semantics: each fault applies to the next `count` calls it concerns (all of them while
 * count is absent). Slowness and HTTP 500 concern every device call, a disconnect every call but ping and
 * reconnect (which ends it), low quality and invalid finger only captures.
 */
export function createFaultCounter() {
  const remaining = new Map<FaultKind, number>();
  let slowMs = 0;

  return {
    set(faults: FaultInjection): FaultInjection {
      remaining.clear();
      const count = faults.count ?? Number.POSITIVE_INFINITY;
      slowMs = faults.slowMs ?? 0;
      if (faults.disconnect) remaining.set('disconnect', count);
      if (slowMs > 0) remaining.set('slowMs', count);
      if (faults.lowQuality) remaining.set('lowQuality', count);
      if (faults.invalidFinger) remaining.set('invalidFinger', count);
      if (faults.http500) remaining.set('http500', count);
      return faults;
    },
    clear(): void {
      remaining.clear();
    },
    pending(kind: FaultKind): boolean {
      return (remaining.get(kind) ?? 0) > 0;
    },
    /** Uses up one call of the fault; true when it applies to this call. */
    take(kind: FaultKind): boolean {
      const left = remaining.get(kind) ?? 0;
      if (left <= 0) return false;
      if (left === 1) remaining.delete(kind);
      else remaining.set(kind, left - 1);
      return true;
    },
    takeDelay(): number {
      return this.take('slowMs') ? slowMs : 0;
    },
    reconnect(): void {
      remaining.delete('disconnect');
    },
  };
}
