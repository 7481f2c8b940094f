import { createHash, randomBytes } from 'node:crypto';
import { type AnalyticsIngest, analyticsPath, dutchDate, keptProperties, referrerHost } from '@platform/core';
import { isbot } from 'isbot';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { createAddressWindow } from '../../platform/address-window.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import { type EventRow, saltOfDay } from './analytics.queries.ts';
import { type EventWriter, type EventWriterOptions, eventWriterFor } from './event-writer.ts';

/** Visitor hashes and bot verdicts remembered per day; past this many entries the memory starts again. */
const MEMO_MAX = 20_000;

/**
 * What the ingest keeps between requests, per database: the buffering writer, the salt of the day, and per day the
 * visitor hash of each address and browser seen (so a returning visitor costs no SHA-256) and each browser's bot
 * verdict. Both memories are dropped when the day (and so the salt) changes.
 */
interface DatabaseState {
  writer: EventWriter;
  salt: { day: string; value: Promise<string> } | null;
  visitors: Map<string, string>;
  bots: Map<string, boolean>;
}

export interface AnalyticsState {
  limiter: ReturnType<typeof createAddressWindow>;
  perDatabase: WeakMap<Database, DatabaseState>;
  writer?: EventWriterOptions;
}

export interface ClientInfo {
  address: string;
  userAgent: string;
  host: string;
}

function stateOf(state: AnalyticsState, ctx: ServiceContext): DatabaseState {
  let found = state.perDatabase.get(ctx.db);
  if (!found) {
    found = { writer: eventWriterFor(ctx.db, ctx.logger, state.writer), salt: null, visitors: new Map(), bots: new Map() };
    state.perDatabase.set(ctx.db, found);
  }
  return found;
}

function saltFor(state: DatabaseState, db: Database, day: string): Promise<string> {
  if (state.salt?.day !== day) {
    state.salt = { day, value: saltOfDay(db, day, randomBytes(32).toString('hex')) };
    state.visitors.clear();
    state.bots.clear();
  }
  return state.salt.value;
}

/** A value remembered in a bounded map: computed on the first ask, the map emptied when full. */
function remembered<V>(memo: Map<string, V>, key: string, compute: () => V): V {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, value);
  return value;
}

/**
 * Takes the events of one request into the write buffer (stored within a quarter second). Bots are dropped whole; each event keeps its path without query string, the
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
  const day = dutchDate(now);
  const perDatabase = stateOf(state, ctx);
  const salt = await saltFor(perDatabase, ctx.db, day);
  const bot = !client.userAgent || remembered(perDatabase.bots, client.userAgent, () => isbot(client.userAgent));
  if (bot) return { accepted: 0, dropped: events.length };
  if (!state.limiter.take(client.address, events.length)) {
    throw new TooManyRequestsError('Te veel gebeurtenissen van dit adres. Probeer het over een minuut opnieuw.');
  }
  const visitor = remembered(perDatabase.visitors, `${client.address}|${client.userAgent}`, () =>
    createHash('sha256').update(`${salt}|${client.address}|${client.userAgent}`).digest('base64url').slice(0, 22),
  );
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
  perDatabase.writer.add(rows);
  return { accepted: rows.length, dropped: 0 };
}
