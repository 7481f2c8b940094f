import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AppEnv, serviceContext } from '../../context.ts';
import { requireLiveScreen, screenOnline } from './screens.service.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for one screen: `menu` on every change to its shop's
 * menu (the screen then fetches the cached feed), `revoked` when it is cut
 * off, `ping` to keep proxies from closing an idle stream. Liveness is checked
 * once at connect; afterwards the revocation event says it, so a save reaches
 * hundreds of open screens without a database query each. While the stream is open the screen counts as online:
 * the minute of the connect and of every heartbeat is recorded once (screen uptime, ADR 061).
 */
export async function screenEvents(c: Context<AppEnv>, shutdown: AbortSignal) {
  const ctx = serviceContext(c);
  const token = c.req.param('token') ?? '';
  const screen = await requireLiveScreen(ctx, token);
  return streamSSE(c, async (stream) => {
    let closed = false;
    let pending = false;
    let revoked = false;
    let wake: (() => void) | null = null;
    const stop = () => {
      closed = true;
      wake?.();
    };
    const unsubscribe = ctx.realtime.subscribe((event) => {
      if (event.type === 'reservations-changed') return;
      // resync: this server may have missed events (ADR 019); the screen refetches to be sure.
      if (event.type !== 'resync' && event.coffeeshopId !== screen.coffeeshopId) return;
      if (event.type === 'screen-revoked') {
        if (event.screenId !== screen.id) return;
        revoked = true;
      }
      pending = true;
      wake?.();
    });
    stream.onAbort(stop);
    shutdown.addEventListener('abort', stop, { once: true });
    let countedMinute = 0;
    const online = async () => {
      const minute = Math.floor(Date.now() / 60_000);
      if (minute === countedMinute) return;
      countedMinute = minute;
      await screenOnline(ctx, screen.id, new Date(minute * 60_000));
    };
    try {
      // Counted before `ready`: a screen that saw `ready` is on the books.
      await online();
      await stream.writeSSE({ event: 'ready', data: screen.id });
      while (!closed) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = null;
        if (closed) break;
        await online();
        if (!pending) {
          await stream.writeSSE({ event: 'ping', data: '' });
          continue;
        }
        pending = false;
        if (revoked) {
          await stream.writeSSE({ event: 'revoked', data: '' });
          break;
        }
        await stream.writeSSE({ event: 'menu', data: new Date().toISOString() });
      }
    } finally {
      unsubscribe();
      shutdown.removeEventListener('abort', stop);
    }
  });
}
