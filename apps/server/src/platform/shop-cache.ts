import type { Realtime } from './realtime.ts';

interface Entry {
  coffeeshopId: string;
  value: Promise<string>;
  /** The body once loaded, encoded once, for synchronous reads (`peek`). */
  bytes?: Buffer;
  expires: number;
}

/**
 * A per-shop cache of serialized responses, dropped on every event of that
 * shop — menu change, screen change, revocation (the realtime bus reaches
 * every server). Hot public reads — screen feeds, anonymous shop pages — then
 * cost no database round trip. When the bus may have missed events (`resync`,
 * ADR 019) everything goes, and nothing is kept while it is not connected.
 */
export function createShopCache(realtime: Realtime) {
  const entries = new Map<string, Entry>();
  // Bumped by every event: a load that started before an event may have read old data and is not kept.
  let generation = 0;
  const unsubscribe = realtime.subscribe((event) => {
    // Bookings are not on any menu or screen.
    if (event.type === 'reservations-changed') return;
    generation++;
    if (event.type === 'resync') {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) if (entry.coffeeshopId === event.coffeeshopId) entries.delete(key);
  });
  return {
    /**
     * The cached body for `key`, or the one `load` resolves, kept until the shop
     * changes or `ttlMs` passes (for parts that age, like "open now").
     */
    async get(
      key: string,
      load: () => Promise<{ coffeeshopId: string; body: string }>,
      ttlMs = Number.POSITIVE_INFINITY,
    ): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      if (!realtime.connected) return (await load()).body;
      const started = generation;
      const loading = load();
      const value = loading.then((result) => result.body);
      // Failures reach the caller through `loading`; this copy must not count as unhandled.
      value.catch(() => {});
      const expires = Date.now() + ttlMs;
      // The shop is known only once loaded: register under a placeholder until then.
      entries.set(key, { coffeeshopId: '', value, expires });
      try {
        const { coffeeshopId, body } = await loading;
        if (entries.get(key)?.value !== value) return body;
        if (generation === started) entries.set(key, { coffeeshopId, value, bytes: Buffer.from(body), expires });
        else entries.delete(key);
      } catch (error) {
        entries.delete(key);
        throw error;
      }
      return value;
    },
    /** The loaded, unexpired body for `key` as UTF-8 bytes, or undefined: never loads. */
    peek(key: string): Buffer | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit.bytes : undefined;
    },
    close: unsubscribe,
  };
}

export type ShopCache = ReturnType<typeof createShopCache>;

/**
 * The one way a write says "this shop's menu or screens changed": screens refetch over SSE and
 * every server drops the shop's cached pages and feeds. Call it after the transaction commits.
 */
export function publishShopChange(ctx: { realtime: Realtime }, coffeeshopId: string): Promise<void> {
  return ctx.realtime.publish({ type: 'menu-changed', coffeeshopId });
}
