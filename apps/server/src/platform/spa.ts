import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { pageMeta } from './page-meta.ts';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Puts the page's title and description into the shell so search engines see them. */
function renderShell(template: string, pathname: string): string {
  const meta = pageMeta(pathname);
  return template
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content=".*?"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}

/** Serves the built web app: hashed assets cached for a year, every other path gets the shell. */
export function mountSpa(app: Hono<AppEnv>, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('De web-app is niet gebouwd. Voer eerst `npm run build` uit.', 503));
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Top-level files (favicon, robots.txt); paths without an extension are app routes.
  const files = serveStatic({ root: webDist });
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(renderShell(template, c.req.path));
  });
}
