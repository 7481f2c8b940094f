import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { type PageShell, pageMeta } from './page-meta.ts';

/** A feature's additions to a page's server HTML, or null when the path is not its page. */
export type PageShellLookup = (c: Context<AppEnv>, pathname: string) => Promise<PageShell | null>;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** JSON in a <script> element: `<` escaped so no text can close the element. */
function scriptJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Puts the page's title and description (and a feature's JSON-LD) into the shell so search engines see them. */
function renderShell(template: string, pathname: string, shell: PageShell | null): string {
  const meta = shell?.meta ?? pageMeta(pathname);
  const jsonLd = shell?.jsonLd ? `<script type="application/ld+json">${scriptJson(shell.jsonLd)}</script></head>` : '</head>';
  return template
    .replace('</head>', jsonLd)
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content=".*?"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}

/** Serves the built web app: hashed assets cached for a year, every other path gets the shell. */
export function mountSpa(app: Hono<AppEnv>, webDist: string, shells: PageShellLookup[] = []) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('De web-app is niet gebouwd. Voer eerst `npm run build` uit.', 503));
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  // Set after the file is served: serveStatic's onFound runs once its response is built, too late for a header.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: webDist }));
  // Files (favicon, brand logos, robots.txt); paths without an extension are app routes.
  // A file that does not exist is a 404, never the shell: an <img> or a stale chunk
  // must fail as a missing file, not receive HTML.
  const files = serveStatic({ root: webDist });
  const missing = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('Bestand niet gevonden.', 404);
  };
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (path.extname(c.req.path) || c.req.path.startsWith('/assets/')) return missing(c);
    c.header('Cache-Control', 'no-cache');
    let shell: PageShell | null = null;
    for (const lookup of shells) shell ??= await lookup(c, c.req.path);
    return c.html(renderShell(template, c.req.path, shell), shell?.status ?? 200);
  });
}
