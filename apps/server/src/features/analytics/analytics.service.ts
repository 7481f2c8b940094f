import { createHash, randomBytes } from 'node:crypto';
import { type AnalyticsIngest, analyticsPath, dutchDate, keptProperties, referrerHost } from '@platform/core';
import { isbot } from 'isbot';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import type { createAddressWindow } from './address-window.ts';
import { type EventRow, saltOfDay } from './analytics.queries.ts';
import { createEventWriter, type EventWriter } from './event-writer.ts';

/** What the ingest keeps between requests, per database: the batching writer and the salt of the day. */
interface DatabaseState {
  writer: EventWriter;
  salt: { day: string; value: Promise<string> } | null;
}

export interface AnalyticsState {
  limiter: ReturnType<typeof createAddressWindow>;
  perDatabase: WeakMap<Database, DatabaseState>;
}

export interface ClientInfo {
  address: string;
  userAgent: string;
  host: string;
}

function stateOf(state: AnalyticsState, db: Database): DatabaseState {
  let found = state.perDatabase.get(db);
  if (!found) {
    found = { writer: createEventWriter(db), salt: null };
    state.perDatabase.set(db, found);
  }
  return found;
}

function saltFor(state: DatabaseState, db: Database, day: string): Promise<string> {
  if (state.salt?.day !== day) state.salt = { day, value: saltOfDay(db, day, randomBytes(32).toString('hex')) };
  return state.salt.value;
}

/**
 * Stores the events of one request. Bots are dropped whole; each event keeps its path without query string, the
 * host of an outside referrer, its harmless properties and the visitor hash of the day. The address and browser
 * only go into that hash.
 */
export async function ingestEvents(
  ctx: ServiceContext,
  state: AnalyticsState,
  input: AnalyticsIngest,
  client: ClientInfo,
  now = new Date(),
): Promise<{ accepted: number; dropped: number }> {
  const { events } = input;
  if (!client.userAgent || isbot(client.userAgent)) return { accepted: 0, dropped: events.length };
  if (!state.limiter.take(client.address, events.length)) {
    throw new TooManyRequestsError('Te veel gebeurtenissen van dit adres. Probeer het over een minuut opnieuw.');
  }
  const day = dutchDate(now);
  const perDatabase = stateOf(state, ctx.db);
  const salt = await saltFor(perDatabase, ctx.db, day);
  const visitor = createHash('sha256').update(`${salt}|${client.address}|${client.userAgent}`).digest('base64url').slice(0, 22);
  const rows: EventRow[] = events.map((event) => {
    const url = typeof event.properties.url === 'string' ? event.properties.url : '/';
    const referrer = typeof event.properties.referrer === 'string' ? event.properties.referrer : undefined;
    return {
      occurredAt: now,
      day,
      name: event.name,
      path: analyticsPath(url),
      referrerHost: referrerHost(referrer, client.host),
      visitor,
      properties: keptProperties(event.properties),
    };
  });
  await perDatabase.writer.write(rows);
  return { accepted: rows.length, dropped: 0 };
}
