import type { Realtime } from '../../platform/realtime.ts';

/**
 * The screen feed per shop, kept in memory and dropped on every menu change
 * (the realtime bus reaches every server). Screens poll it and get it on
 * every push, so it must not cost a database round trip each time.
 */
export function createFeedCache<T>(realtime: Realtime) {
  const entries = new Map<string, Promise<T>>();
  const unsubscribe = realtime.subscribe((event) => {
    if (event.type === 'menu-changed') entries.delete(event.coffeeshopId);
  });
  return {
    get(coffeeshopId: string, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(coffeeshopId);
      if (!entry) {
        entry = load();
        entries.set(coffeeshopId, entry);
        // A failed load must not stay cached.
        entry.catch(() => entries.delete(coffeeshopId));
      }
      return entry;
    },
    close: unsubscribe,
  };
}
