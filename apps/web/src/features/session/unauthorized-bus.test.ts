import { describe, expect, it, vi } from 'vitest';
import { createHeldUnauthorizedEvents } from './unauthorized-bus';

const event = (area: 'system' | 'userPortal') => ({ type: 'unauthorized' as const, area, url: '/x' });

describe('the held unauthorized bus', () => {
  it('hands a 401 that came before any listener to the first listener of its area, once', () => {
    const bus = createHeldUnauthorizedEvents();
    bus.emit(event('userPortal'));
    const system = vi.fn();
    bus.on('system', system);
    expect(system).not.toHaveBeenCalled();
    const first = vi.fn();
    const second = vi.fn();
    bus.on('userPortal', first);
    bus.on('userPortal', second);
    expect(first).toHaveBeenCalledExactlyOnceWith(event('userPortal'));
    expect(second).not.toHaveBeenCalled();
  });

  it('delivers to current listeners and holds nothing then, and stops after unsubscribing', () => {
    const bus = createHeldUnauthorizedEvents();
    const listener = vi.fn();
    const stop = bus.on('system', listener);
    bus.emit(event('system'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    const late = vi.fn();
    bus.on('system', late);
    expect(late).not.toHaveBeenCalled();
    bus.emit(event('system'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
