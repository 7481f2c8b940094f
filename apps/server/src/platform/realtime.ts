import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from './logger.ts';

/**
 * What changed: screens and caches listen per coffeeshop. A revocation names
 * its screen, so open screen streams learn it without asking the database.
 */
export type RealtimeEvent =
  | { type: 'menu-changed'; coffeeshopId: string }
  | { type: 'screen-revoked'; coffeeshopId: string; screenId: string }
  /** A venue's bookings changed (online, by a guest or by staff): open /horeca-manager pages refresh that day. */
  | { type: 'reservations-changed'; venueId: string; date: string };

export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: an in-memory event bus. */
export function createLocalRealtime(): Realtime {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Many servers: PostgreSQL LISTEN/NOTIFY carries each event to every server,
 * which hands it to its own listeners. `channel` keeps test schemas apart.
 */
export async function createPgRealtime(url: string, channel: string, logger: Logger): Promise<Realtime> {
  const local = createLocalRealtime();
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      void local.publish(JSON.parse(message.payload) as RealtimeEvent);
    } catch (error) {
      logger.warn({ err: error }, 'onleesbaar realtime-bericht');
    }
  });
  listener.on('error', (error) => logger.error({ err: error }, 'realtime-verbinding verbroken'));
  await listener.query(`LISTEN "${channel}"`);
  return {
    async publish(event) {
      await listener.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await listener.end();
    },
  };
}
