import type { FaultInjection } from '@ridgeline/device-agent-client';

type FaultKind = 'disconnect' | 'slowMs' | 'lowQuality' | 'invalidFinger' | 'http500';

/**
 * Faults injected through POST /sim/faults. Each fault applies to the next `count` calls it concerns (every
 * call while count is absent): disconnect, slowMs and http500 concern every agent call; lowQuality and
 * invalidFinger concern captures only, so "three bad captures" means three captures whatever else is called.
 */
export class FaultInjector {
  private active: FaultInjection = {};
  private readonly remaining = new Map<FaultKind, number>();

  set(faults: FaultInjection): FaultInjection {
    this.active = { ...faults };
    this.remaining.clear();
    const count = faults.count ?? Number.POSITIVE_INFINITY;
    if (faults.disconnect) this.remaining.set('disconnect', count);
    if (faults.slowMs !== undefined && faults.slowMs > 0) this.remaining.set('slowMs', count);
    if (faults.lowQuality) this.remaining.set('lowQuality', count);
    if (faults.invalidFinger) this.remaining.set('invalidFinger', count);
    if (faults.http500) this.remaining.set('http500', count);
    return this.current();
  }

  clear(): void {
    this.active = {};
    this.remaining.clear();
  }

  /** The faults still pending, in the contract's shape. */
  current(): FaultInjection {
    const out: FaultInjection = {};
    if (this.remaining.has('disconnect')) out.disconnect = true;
    if (this.remaining.has('slowMs') && this.active.slowMs !== undefined) out.slowMs = this.active.slowMs;
    if (this.remaining.has('lowQuality')) out.lowQuality = true;
    if (this.remaining.has('invalidFinger')) out.invalidFinger = true;
    if (this.remaining.has('http500')) out.http500 = true;
    if (this.active.count !== undefined && this.remaining.size > 0) out.count = this.active.count;
    return out;
  }

  /** Whether the fault is pending, without using it up. */
  pending(kind: FaultKind): boolean {
    return (this.remaining.get(kind) ?? 0) > 0;
  }

  /** Uses up one call of the fault; true when it applies to this call. */
  take(kind: FaultKind): boolean {
    const left = this.remaining.get(kind) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.remaining.delete(kind);
    else this.remaining.set(kind, left - 1);
    return true;
  }

  /** Ends a disconnect, as plugging the scanner back in does. */
  reconnect(): void {
    this.remaining.delete('disconnect');
  }

  /** The delay to apply to this call, using up one slow call. */
  takeDelay(): number {
    return this.take('slowMs') ? (this.active.slowMs ?? 0) : 0;
  }
}
