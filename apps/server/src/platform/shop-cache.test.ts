import { describe, expect, it } from 'vitest';
import type { BusEvent, Realtime } from './realtime.ts';
import { createShopCache } from './shop-cache.ts';

/** A bus whose connection the test switches off and on, as the PostgreSQL one does (ADR 019). */
function fakeBus() {
  const listeners = new Set<(event: BusEvent) => void>();
  const bus = {
    connected: true as boolean,
    async publish() {},
    subscribe(listener: (event: BusEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {},
    emit: (event: BusEvent) => {
      for (const listener of listeners) listener(event);
    },
  } satisfies Realtime & { emit: (event: BusEvent) => void };
  return bus;
}

describe('the shop cache and the bus connection', () => {
  it('empties on resync and keeps nothing while the bus is disconnected', async () => {
    const bus = fakeBus();
    const cache = createShopCache(bus);
    let version = 0;
    const load = async () => ({ coffeeshopId: 'winkel', body: `v${++version}` });

    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    expect(cache.peek('a')?.toString()).toBe('v1');

    bus.connected = false;
    bus.emit({ type: 'resync' });
    expect(cache.peek('a')).toBeUndefined();
    // Disconnected: every read goes to the database, none is kept.
    expect(await cache.get('a', load)).toBe('v2');
    expect(await cache.get('a', load)).toBe('v3');
    expect(cache.peek('a')).toBeUndefined();

    bus.connected = true;
    bus.emit({ type: 'resync' });
    expect(await cache.get('a', load)).toBe('v4');
    expect(await cache.get('a', load)).toBe('v4');
  });

  it('does not keep a load that an event overtook', async () => {
    const bus = fakeBus();
    const cache = createShopCache(bus);
    let release: () => void = () => {};
    const slow = () =>
      new Promise<{ coffeeshopId: string; body: string }>((resolve) => {
        release = () => resolve({ coffeeshopId: 'winkel', body: 'oud' });
      });
    const pending = cache.get('a', slow);
    bus.emit({ type: 'menu-changed', coffeeshopId: 'winkel' });
    release();
    expect(await pending).toBe('oud');
    expect(cache.peek('a')).toBeUndefined();
  });
});
