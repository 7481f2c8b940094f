import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connectionErrorReason } from '../db/connection-errors.ts';
import { waitForPostgres } from '../db/postgres-pool.ts';
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

/**
 * What listeners hear: the events, and `resync` when this server may have
 * missed some (its LISTEN connection dropped, or came back): drop everything
 * derived from the database and fetch it again.
 */
export type BusEvent = RealtimeEvent | { type: 'resync' };

export interface Realtime {
  /** Delivers to this server at once and to the others when it can; never rejects (ADR 019). */
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** False while events of other servers may be missed: caches must keep nothing meanwhile. */
  readonly connected: boolean;
  close(): Promise<void>;
}

function createEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: BusEvent) => emitter.emit('event', event),
    subscribe(listener: (event: BusEvent) => void) {
      emitter.on('event', listener);
      return () => {
        emitter.off('event', listener);
      };
    },
    clear: () => emitter.removeAllListeners(),
  };
}

/** One process: an in-memory event bus. */
export function createLocalRealtime(): Realtime {
  const bus = createEmitter();
  return {
    async publish(event) {
      bus.emit(event);
    },
    subscribe: bus.subscribe,
    connected: true,
    async close() {
      bus.clear();
    },
  };
}

export interface PgRealtimeOptions {
  /** Settings of the LISTEN connection (its own, outside the pool). */
  listenConfig: pg.ClientConfig;
  /** Sends NOTIFY: the pool, so a write never depends on the LISTEN connection. */
  pool: Pick<pg.Pool, 'query'>;
  /** One channel per schema keeps test runs apart. */
  channel: string;
  logger: Logger;
  /** For the start: how long to wait for the first LISTEN connection. */
  connectTimeoutMs: number;
}

interface Envelope {
  /** The sending server: it has delivered the event to itself already. */
  from: string;
  event: RealtimeEvent;
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;
const HEARTBEAT_MS = 20_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const PUBLISH_ATTEMPTS = 5;

/**
 * Many servers: PostgreSQL LISTEN/NOTIFY carries each event to every server,
 * which hands it to its own listeners (ADR 008, ADR 019).
 * - The sender delivers to itself at once and skips its own notification.
 * - NOTIFY goes through the pool; a failed NOTIFY is logged and tried again in
 *   the background, so a committed write never answers an error.
 * - The LISTEN connection reconnects with back-off when it drops (and a
 *   heartbeat notices one that hangs); while it is down `connected` is false
 *   and listeners get `resync` when it drops and again when it is back.
 */
export async function createPgRealtime(options: PgRealtimeOptions): Promise<Realtime> {
  const { channel, logger, pool } = options;
  const bus = createEmitter();
  const self = randomUUID();
  let closing = false;
  let connected = false;
  let listener: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let reconnecting = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const envelope = JSON.parse(message.payload) as Envelope;
      if (envelope.from !== self) bus.emit(envelope.event);
    } catch (error) {
      logger.warn({ err: error }, 'onleesbaar realtime-bericht');
    }
  };

  async function connect(): Promise<void> {
    const client = new pg.Client(options.listenConfig);
    // Set before connecting: an error on a client without a listener would crash the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('verbinding gesloten')));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      throw error;
    }
    // close() ran while this connection was opening: end it, or it would stay open with a heartbeat nobody stops.
    if (closing) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    connected = true;
    reconnectDelay = RECONNECT_FIRST_MS;
    heartbeat = setInterval(() => void beat(client), HEARTBEAT_MS);
    heartbeat.unref();
  }

  /** A query on the LISTEN connection: one that hangs after a failover is dropped. */
  async function beat(client: pg.Client) {
    const timeout = sleep(HEARTBEAT_TIMEOUT_MS, 'timeout' as const, { ref: false });
    const result = await Promise.race([
      client.query('SELECT 1').then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      timeout,
    ]);
    if (result !== 'ok') lost(client, new Error(`heartbeat: ${result}`));
  }

  function lost(client: pg.Client, error: Error) {
    if (client !== listener || closing) return;
    listener = undefined;
    connected = false;
    clearInterval(heartbeat);
    client.removeAllListeners('end');
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    logger.warn({ reason: connectionErrorReason(error) }, 'realtime-verbinding verbroken; opnieuw verbinden');
    bus.emit({ type: 'resync' });
    if (reconnecting) return;
    reconnecting = true;
    void reconnect().finally(() => {
      reconnecting = false;
    });
  }

  async function reconnect() {
    while (!closing) {
      await sleep(reconnectDelay, undefined, { ref: false });
      if (closing) return;
      try {
        await connect();
        if (closing) return;
        logger.info('realtime-verbinding hersteld; caches geleegd en schermen ververst');
        // Events sent while this server was deaf are lost: start over from the database.
        bus.emit({ type: 'resync' });
        return;
      } catch (error) {
        reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
        logger.warn({ reason: connectionErrorReason(error), retryInMs: reconnectDelay }, 'realtime-verbinding nog niet hersteld');
      }
    }
  }

  async function notify(payload: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
        return;
      } catch (error) {
        if (attempt >= PUBLISH_ATTEMPTS || closing) {
          logger.error(
            { err: error },
            'realtime-bericht niet verstuurd: andere servers zien deze wijziging pas na hun volgende herverbinding',
          );
          return;
        }
        logger.warn({ reason: connectionErrorReason(error), attempt }, 'realtime-bericht niet verstuurd; nieuwe poging');
        await sleep(RECONNECT_FIRST_MS * 2 ** attempt, undefined, { ref: false });
      }
    }
  }

  await waitForPostgres(connect, {
    url: String(options.listenConfig.connectionString),
    timeoutMs: options.connectTimeoutMs,
    logger,
  });

  return {
    async publish(event) {
      bus.emit(event);
      const sent = notify(JSON.stringify({ from: self, event } satisfies Envelope));
      // Normally other servers hear of a write before its response; a slow NOTIFY delays the response by a second at most.
      await Promise.race([sent, sleep(1_000, undefined, { ref: false })]);
    },
    subscribe: bus.subscribe,
    get connected() {
      return connected;
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      bus.clear();
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
    },
  };
}
