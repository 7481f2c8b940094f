import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isPublicSiteRoute, isSiteRoute } from '@platform/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { deferAppStart } from './deferred-start.ts';
import { htmlStartTag } from './html-look.ts';
import { NOT_FOUND_META, type PageMeta, type PageShell, pageMeta } from './page-meta.ts';
import { type RenderedPage, type RenderLimits, serverRenderer } from './server-render.ts';

/** A feature's additions to a page's server HTML, or null when the path is not its page. */
export type PageShellLookup = (c: Context<AppEnv>, pathname: string) => Promise<PageShell | null>;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** JSON in a <script> element: `<` escaped so no text can close the element. */
function scriptJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/**
 * Puts the page's title and description into the shell so search engines see them, for a public page its canonical
 * URL (the path on the public origin, without query or trailing slash) and Open Graph tags, and a feature's JSON-LD.
 */
function renderShell(
  template: string,
  meta: PageMeta,
  canonical?: string,
  jsonLd?: Record<string, unknown>,
  page?: RenderedPage | null,
  htmlTag?: string,
): string {
  const head = [
    page?.head ?? '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    // Open Graph for link previews in chat apps and social networks: the page's own title, text and address.
    canonical
      ? [
          '<meta property="og:type" content="website" />',
          '<meta property="og:locale" content="nl_NL" />',
          `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
          `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
          `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
        ].join('')
      : '',
    jsonLd ? `<script type="application/ld+json">${scriptJson(jsonLd)}</script>` : '',
  ].join('');
  // Replacer functions, not strings: `$'` or `$&` in an employer's text must stay text, not a replacement pattern.
  return template
    .replace(/<html\b[^>]*>/, (tag) => htmlTag ?? tag)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => (page ? `<div id="root">${page.body}</div>${page.state}` : '<div id="root"></div>'))
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content=".*?"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}

function canonicalUrl(publicUrl: string, pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return new URL(trimmed, publicUrl).href;
}

/**
 * Serves the built web app: hashed assets cached for a year, the build's Brotli and gzip copies to
 * clients that accept them (ADR 037); every other path gets the shell, with a feature's own title,
 * JSON-LD and status where it has one (ADR 040), and 404 when the web app has no page there
 * (`SITE_ROUTES` in core), so search engines see the not-found page as missing.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  webDist: string,
  publicUrl: string,
  shells: PageShellLookup[] = [],
  ssr?: { entry: string | undefined; limits: RenderLimits },
) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('De web-app is niet gebouwd. Voer eerst `npm run build` uit.', 503));
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  // A page with the server's HTML starts the app after its first paint (ADR 079); the shell alone needs it at once.
  const renderedTemplate = deferAppStart(template);
  const renderPage = ssr ? serverRenderer(app, ssr.entry, ssr.limits) : async () => null;
  // Set after the file is served: serveStatic's onFound runs once its response is built, too late for a header.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: webDist, precompressed: true }));
  // Files (favicon, brand logos, robots.txt); paths without an extension are app routes.
  // A file that does not exist is a 404, never the shell: an <img> or a stale chunk
  // must fail as a missing file, not receive HTML.
  const files = serveStatic({ root: webDist, precompressed: true });
  const missing = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('Bestand niet gevonden.', 404);
  };
  // The service worker and the manifests are checked on every visit, so a new version reaches users at once.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (path.extname(c.req.path) || c.req.path.startsWith('/assets/')) return missing(c);
    c.header('Cache-Control', 'no-cache');
    const pathname = c.req.path;
    if (!isSiteRoute(pathname)) {
      return c.html(renderShell(template, NOT_FOUND_META, undefined, undefined, null, htmlStartTag(c, pathname)), 404);
    }
    let shell: PageShell | null = null;
    for (const lookup of shells) shell ??= await lookup(c, pathname);
    const status = shell?.status ?? 200;
    const isPublic = status === 200 && isPublicSiteRoute(pathname);
    const canonical = isPublic ? canonicalUrl(publicUrl, shell?.canonicalPath ?? pathname) : undefined;
    // A public page's content rendered by the web app's own components (ADR 066); private pages stay the shell.
    const page = isPublic ? await renderPage(c) : null;
    const html = renderShell(
      page ? renderedTemplate : template,
      // An unknown shop, partner or menu on a known route: the not-found page's title, as for an unknown path.
      shell?.meta ?? (status === 404 ? NOT_FOUND_META : pageMeta(pathname)),
      canonical,
      shell?.jsonLd,
      page,
      htmlStartTag(c, pathname),
    );
    return c.html(html, status);
  });
}
