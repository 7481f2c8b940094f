import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AppEnv, serviceContext } from '../../context.ts';
import { requireVenueAccess } from './venue-access.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for /horeca-manager (as the screens have): `reservations`
 * with the Dutch date whenever a booking of the venue is made, changed or
 * cancelled (online or by staff), `resync` when this server may have missed
 * events (its LISTEN connection dropped or came back, ADR 019: every day is
 * fetched again), `ping` to keep proxies from closing an idle stream. Access
 * is checked once at connect, like every manager route.
 */
export async function managerEvents(c: Context<AppEnv>, shutdown: AbortSignal) {
  const ctx = serviceContext(c);
  const { venue } = await requireVenueAccess(ctx, c.req.param('id') ?? '', 'reservations');
  return streamSSE(c, async (stream) => {
    let closed = false;
    const dates: string[] = [];
    let resync = false;
    let wake: (() => void) | null = null;
    const stop = () => {
      closed = true;
      wake?.();
    };
    const unsubscribe = ctx.realtime.subscribe((event) => {
      if (event.type === 'resync') resync = true;
      else if (event.type === 'reservations-changed' && event.venueId === venue.id) dates.push(event.date);
      else return;
      wake?.();
    });
    stream.onAbort(stop);
    shutdown.addEventListener('abort', stop, { once: true });
    try {
      await stream.writeSSE({ event: 'ready', data: venue.id });
      while (!closed) {
        if (dates.length === 0 && !resync) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, HEARTBEAT_MS);
          });
          clearTimeout(timer);
          wake = null;
          if (closed) break;
          if (dates.length === 0 && !resync) {
            await stream.writeSSE({ event: 'ping', data: '' });
            continue;
          }
        }
        if (resync) {
          resync = false;
          dates.length = 0;
          await stream.writeSSE({ event: 'resync', data: '' });
          continue;
        }
        for (const date of new Set(dates.splice(0))) await stream.writeSSE({ event: 'reservations', data: date });
      }
    } finally {
      unsubscribe();
      shutdown.removeEventListener('abort', stop);
    }
  });
}
