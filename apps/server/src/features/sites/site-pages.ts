import {
  DEFAULT_SITE_COLOURS,
  DemoSiteQuerySchema,
  PLACE_KINDS,
  SITE_PAGES,
  SITE_TEMPLATES,
  SiteColoursSchema,
  type SitePage,
  type SiteTemplate,
} from '@platform/core';
import type { Context, MiddlewareHandler } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { sampleContent } from './sample-site.ts';
import type { SiteContent, SiteDesign, SiteLinks } from './site-content.ts';
import { loadSiteContent } from './site-data.ts';
import { renderSitePage, visiblePages } from './site-render.ts';
import { pagePath, siteUrl } from './site-urls.ts';
import * as q from './sites.queries.ts';
import { requireSiteBuilder } from './sites.service.ts';

/** Marks a response as a generated page, so `siteHeaders` gives it the site's own CSP. */
const SITE_MARK = 'x-generated-site';

const NOT_FOUND_HTML =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pagina niet gevonden</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1c1c1c}</style></head><body><main><h1>Deze pagina bestaat niet</h1><p>Deze website of pagina is er niet (meer), of is nog niet gepubliceerd.</p></main></body></html>';

function html(c: Context<AppEnv>, body: string, status: 200 | 404 = 200, cache = 'no-cache') {
  c.header('Cache-Control', cache);
  c.header(SITE_MARK, '1');
  return c.html(body, status);
}

const isPage = (value: string | undefined): value is SitePage => (SITE_PAGES as readonly string[]).includes(value ?? '');

/**
 * Rendered pages per site, page and address, kept while the site's fingerprint (its own, its place's and its
 * vacancies' last change and the menu's content) stays the same: a change on the platform shows on the next request.
 */
export function createSiteRenderer(platformOrigin: string, maxEntries = 500) {
  const cache = new Map<string, { print: string; html: string }>();

  async function render(c: Context<AppEnv>, site: q.SiteRow, page: SitePage, base: string, onPlatform: boolean) {
    const ctx = serviceContext(c);
    const print = await q.selectFingerprint(ctx.db, site);
    const key = `${site.id}|${page}|${base}`;
    const hit = cache.get(key);
    if (hit && hit.print === print) return hit.html;
    const home = onPlatform ? siteUrl(ctx.publicUrl, site.slug) : `https://${site.domain}/`;
    const content = await loadSiteContent(ctx, site, home);
    if (!content || !visiblePages(content, site).includes(page)) return null;
    const origin = onPlatform ? ctx.publicUrl : `https://${site.domain}`;
    const links: SiteLinks = {
      href: (target) => pagePath(base, target),
      platformOrigin,
      canonical: new URL(pagePath(base, page), origin).href,
    };
    const body = renderSitePage(page, content, site, links, onPlatform);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, { print, html: body });
    return body;
  }

  /** `/sites/{slug}` and `/sites/{slug}/{page}` on the platform. */
  async function platformPage(c: Context<AppEnv>) {
    const slug = c.req.param('slug')?.toLowerCase() ?? '';
    const page = c.req.param('page') ?? 'home';
    const site = isPage(page) ? await q.selectSiteBySlug(serviceContext(c).db, slug) : null;
    if (!site?.published || !isPage(page)) return html(c, NOT_FOUND_HTML, 404);
    const body = await render(c, site, page, `/sites/${site.slug}`, true);
    return body ? html(c, body) : html(c, NOT_FOUND_HTML, 404);
  }

  /**
   * Requests for a verified own domain get that site (`/` and `/{page}`); every other host goes on to the platform.
   * Mounted before the web app's fallback (ADR 059).
   */
  function ownDomain(platformHosts: string[]): MiddlewareHandler<AppEnv> {
    const platform = new Set(platformHosts.map((host) => host.toLowerCase()));
    return async (c, next) => {
      const host = (c.req.header('host') ?? '').toLowerCase().replace(/:\d+$/, '');
      if (!host || platform.has(host) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
      const site = await q.selectSiteByDomain(serviceContext(c).db, host);
      if (!site?.published || !site.domainVerifiedAt) return next();
      const path = c.req.path.replace(/\/+$/, '');
      const page = path === '' ? 'home' : path.slice(1);
      if (!isPage(page)) return html(c, NOT_FOUND_HTML, 404);
      const body = await render(c, site, page, '', false);
      return body ? html(c, body, 200, 'public, max-age=60') : html(c, NOT_FOUND_HTML, 404);
    };
  }

  return { platformPage, ownDomain };
}

function pick<T extends string>(options: readonly T[], value: string | undefined, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The generator's live preview of unsaved choices (query parameters), from the place's live data; choices that do
 * not pass their rules fall back to the saved or default ones, the form shows why.
 */
export async function previewPage(c: Context<AppEnv>) {
  const ctx = serviceContext(c);
  const kind = pick(PLACE_KINDS, c.req.param('kind'), 'venue');
  const { place } = await requireSiteBuilder(ctx, kind, c.req.param('placeId') ?? '');
  const saved = await q.selectSiteOfPlace(ctx.db, kind, place.id);
  const query = c.req.query();
  const colours = SiteColoursSchema.safeParse({ accent: query.accent, background: query.background, text: query.text });
  const pages = (query.pages ?? saved?.pages.join(',') ?? 'home').split(',').filter(isPage);
  const design: SiteDesign = {
    template: pick<SiteTemplate>(SITE_TEMPLATES, query.template, saved?.template ?? 'klassiek'),
    colours: colours.success ? colours.data : (saved?.colours ?? DEFAULT_SITE_COLOURS),
    pages: pages.includes('home') ? pages : ['home', ...pages],
    intro: (query.intro ?? saved?.intro ?? '').slice(0, 1200),
  };
  const page = pick(SITE_PAGES, query.page, 'home');
  const draft = {
    ...(saved ?? {
      id: '',
      slug: '',
      published: false,
      publishedAt: null,
      domain: null,
      domainVerifiedAt: null,
      domainCheckedAt: null,
    }),
    placeKind: kind,
    placeId: place.id,
    ...design,
    pages: [...design.pages],
    createdAt: new Date(),
    updatedAt: new Date(),
  } satisfies q.SiteRow;
  const content = await loadSiteContent(ctx, draft, ctx.publicUrl);
  if (!content || !visiblePages(content, design).includes(page)) return html(c, NOT_FOUND_HTML, 404);
  const params = new URLSearchParams(query);
  const links: SiteLinks = {
    href: (target) => {
      params.set('page', target);
      return `?${params}`;
    },
    platformOrigin: ctx.publicUrl,
    preview: true,
  };
  return html(c, renderSitePage(page, content, design, links, true), 200, 'private, no-store');
}

/** `/website-demo`'s preview: sample data, the visitor's choices, nothing saved. */
export function demoPage(c: Context<AppEnv>) {
  const parsed = DemoSiteQuerySchema.safeParse(c.req.query());
  const query = parsed.success ? parsed.data : DemoSiteQuerySchema.parse({});
  const colours = SiteColoursSchema.safeParse({ accent: query.accent, background: query.background, text: query.text });
  const content: SiteContent = sampleContent(query.kind);
  const design: SiteDesign = {
    template: query.template,
    colours: colours.success ? colours.data : DEFAULT_SITE_COLOURS,
    pages: query.kind === 'venue' ? ['home', 'menu', 'over', 'contact', 'vacatures'] : ['home', 'over', 'contact', 'vacatures'],
    intro: '',
  };
  const page = visiblePages(content, design).includes(query.page) ? query.page : 'home';
  const params = new URLSearchParams(c.req.query());
  const links: SiteLinks = {
    href: (target) => {
      params.set('page', target);
      return `?${params}`;
    },
    platformOrigin: serviceContext(c).publicUrl,
    preview: true,
  };
  return html(c, renderSitePage(page, content, design, links, true), 200, 'public, max-age=300');
}

/**
 * The generated pages' own Content-Security-Policy (after the platform's headers ran): inline CSS, no script,
 * the booking widget as the only frame, and framing by the platform itself for the preview.
 */
export function siteHeaders(platformOrigin: string): MiddlewareHandler<AppEnv> {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' https: data:",
    `frame-src 'self' ${platformOrigin}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    if (!c.res.headers.get(SITE_MARK)) return;
    c.res.headers.delete(SITE_MARK);
    c.res.headers.set('Content-Security-Policy', csp);
  };
}
