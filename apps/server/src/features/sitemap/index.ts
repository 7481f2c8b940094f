import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { serviceContext } from '../../context.ts';
import { renderRobots } from './robots.ts';
import { listSitemapEntries } from './sitemap.service.ts';
import { renderSitemapIndex, renderUrlSet, URLS_PER_FILE } from './sitemap-xml.ts';

/** Search engines may keep these an hour; a new shop shows up within it. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * `robots.txt` and `sitemap.xml` for search engines (ADR 037): not API routes, so plain Hono routes
 * outside the OpenAPI document. Above 50,000 URLs `sitemap.xml` is an index of `sitemap-{n}.xml` parts.
 */
export function sitemapRouter() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE);
      return c.text(renderRobots(c.get('services').publicUrl));
    })
    .get('/sitemap.xml', async (c) => {
      const ctx = serviceContext(c);
      const entries = await listSitemapEntries(ctx);
      const body =
        entries.length > URLS_PER_FILE
          ? renderSitemapIndex(ctx.publicUrl, Math.ceil(entries.length / URLS_PER_FILE))
          : renderUrlSet(ctx.publicUrl, entries);
      return c.body(body, 200, { 'Content-Type': XML, 'Cache-Control': CACHE });
    })
    .get('/:part{sitemap-[0-9]+\\.xml}', async (c) => {
      const ctx = serviceContext(c);
      const part = Number(c.req.param('part').replace(/\D/g, ''));
      const entries = await listSitemapEntries(ctx);
      const slice = entries.slice((part - 1) * URLS_PER_FILE, part * URLS_PER_FILE);
      if (part < 1 || slice.length === 0 || entries.length <= URLS_PER_FILE) return c.text('Bestand niet gevonden.', 404);
      return c.body(renderUrlSet(ctx.publicUrl, slice), 200, { 'Content-Type': XML, 'Cache-Control': CACHE });
    });
}
