import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** An API request made by the server render: a path on this app, always a GET. */
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The web app's server render, as apps/web/src/entry-server.tsx exports it (ADR 066). */
interface RenderModule {
  render(request: { url: string; host: string }, api: ApiTransport): Promise<{ html: string; stateElement: string } | null>;
}

function isRenderModule(value: unknown): value is RenderModule {
  return typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';
}

/** What a page's server render adds to the shell: markup for #root, hoisted <link>s for the head, the page's data. */
export interface RenderedPage {
  head: string;
  body: string;
  state: string;
}

/** React puts preloads (logo, hero image) first when it renders less than a whole document; they belong in <head>. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/**
 * How much server rendering a process takes on (ADR 073). A render is CPU work on the one thread that also answers
 * the API, and it fetches the page's data first: under a rush, or when the database is slow, the plain shell (the
 * browser renders the page, as before ADR 066) is better than a page that waits.
 */
export interface RenderLimits {
  /** Renders in progress at once; a request beyond them gets the shell at once. */
  maxConcurrent: number;
  /** How long a request waits for its render before it gets the shell (the render finishes unseen). */
  timeoutMs: number;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Loads the server-render bundle once, on the first page (a missing file, e.g. before `npm run build`, means the
 * plain shell as before), and renders a public page with it. The page's data comes from this app's own API,
 * in-process and anonymous: no cookie, no session, only the Dutch language header — what any visitor may see.
 */
export function serverRenderer(app: Hono<AppEnv>, entry: string | undefined, limits: RenderLimits) {
  let loaded: Promise<RenderModule | null> | undefined;
  const load = () => {
    loaded ??= (async () => {
      if (!entry || !existsSync(entry)) return null;
      const module: unknown = await import(pathToFileURL(entry).href);
      return isRenderModule(module) ? module : null;
    })();
    return loaded;
  };
  // Counted until a render really ends, also one whose request stopped waiting: that work still takes the thread.
  let inProgress = 0;

  async function render(module: RenderModule, c: Context<AppEnv>): Promise<RenderedPage | null> {
    const api: ApiTransport = async (apiPath, init) => {
      if ((init.method ?? 'GET') !== 'GET' || !apiPath.startsWith('/api/')) {
        return new Response(null, { status: 405 });
      }
      // A fresh request: the visitor's cookies and authorization never reach the render's data (ADR 066).
      return app.request(apiPath, { headers: { 'accept-language': 'nl' } }, c.env);
    };
    const url = new URL(c.req.url);
    const result = await module.render({ url: url.href, host: url.hostname }, api);
    if (!result) return null;
    const head = LEADING_LINKS.exec(result.html)?.[0] ?? '';
    return { head, body: result.html.slice(head.length), state: result.stateElement };
  }

  return async function renderPage(c: Context<AppEnv>): Promise<RenderedPage | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const module = await load();
      if (!module) return null;
      if (inProgress >= limits.maxConcurrent) {
        c.get('logger')?.debug({ path: c.req.path }, 'server-render overgeslagen: te veel tegelijk');
        return null;
      }
      inProgress++;
      const rendering = render(module, c).finally(() => inProgress--);
      const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), limits.timeoutMs);
      });
      const result = await Promise.race([rendering, timeout]);
      if (result !== TIMED_OUT) return result;
      // Its failure, if any, comes after nobody waits for it.
      rendering.catch(() => {});
      c.get('logger')?.warn(
        { path: c.req.path, timeoutMs: limits.timeoutMs },
        'server-render te traag; de browser rendert de pagina',
      );
      return null;
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it, as before ADR 066.
      c.get('logger')?.warn({ err: error, path: c.req.path }, 'server-render mislukt; de browser rendert de pagina');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
