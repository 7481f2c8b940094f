import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AppEnv, serviceContext } from '../../context.ts';
import { requireVenueAccess } from './venue-access.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for /horeca-manager (as the screens have): `reservations`
 * with the Dutch date whenever a booking of the venue is made, changed or
 * cancelled (online or by staff), `ping` to keep proxies from closing an idle
 * stream. Access is checked once at connect, like every manager route.
 */
export async function managerEvents(c: Context<AppEnv>, shutdown: AbortSignal) {
  const ctx = serviceContext(c);
  const { venue } = await requireVenueAccess(ctx, c.req.param('id') ?? '');
  return streamSSE(c, async (stream) => {
    let closed = false;
    const dates: string[] = [];
    let wake: (() => void) | null = null;
    const stop = () => {
      closed = true;
      wake?.();
    };
    const unsubscribe = ctx.realtime.subscribe((event) => {
      if (event.type !== 'reservations-changed' || event.venueId !== venue.id) return;
      dates.push(event.date);
      wake?.();
    });
    stream.onAbort(stop);
    shutdown.addEventListener('abort', stop, { once: true });
    try {
      await stream.writeSSE({ event: 'ready', data: venue.id });
      while (!closed) {
        if (dates.length === 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, HEARTBEAT_MS);
          });
          wake = null;
          if (closed) break;
          if (dates.length === 0) {
            await stream.writeSSE({ event: 'ping', data: '' });
            continue;
          }
        }
        for (const date of new Set(dates.splice(0))) await stream.writeSSE({ event: 'reservations', data: date });
      }
    } finally {
      unsubscribe();
      shutdown.removeEventListener('abort', stop);
    }
  });
}
