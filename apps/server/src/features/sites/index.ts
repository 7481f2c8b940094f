import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AiBudget } from '../../config.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { DnsLookup, DomainTarget } from './domains.ts';
import { createSiteRenderer, demoPage, previewPage } from './site-pages.ts';
import * as h from './sites.handlers.ts';
import * as r from './sites.routes.ts';

export { createDnsLookup, type DnsLookup, type DomainTarget } from './domains.ts';
export { PLACE_OFFLINE, type PlaceFacts, placeFacts } from './intro.ts';
export { siteSitemapPaths } from './public.service.ts';
export { siteHeaders } from './site-pages.ts';

/** The website generator's outside parts: DNS for own domains, where they must point, the assistant's model. */
export interface SitesTuning {
  dns: DnsLookup;
  target: DomainTarget;
  platformOrigin: string;
  assistant: { external: LanguageModelV4 | undefined; budget: AiBudget };
}

/**
 * The website generator (ADR 059): the owner's API, the admin's, the public showcase and TLS "ask", and the
 * server-rendered sites at `/sites/{slug}` (the app mounts `ownDomain` before the web app's fallback).
 */
export function sitesRouter(tuning: SitesTuning) {
  const renderer = createSiteRenderer(tuning.platformOrigin);
  const router = createRouter();
  // HTML, not JSON: outside the OpenAPI document, like the place pages' shells.
  router.get('/api/sites/manage/:kind/:placeId/preview', previewPage);
  router.get('/api/sites/demo', demoPage);
  router.get('/sites/:slug', renderer.platformPage);
  router.get('/sites/:slug/:page', renderer.platformPage);
  const platformHosts = [tuning.target.host, new URL(tuning.platformOrigin).hostname, 'localhost', '127.0.0.1', '[::1]'];
  return {
    ownDomain: renderer.ownDomain(platformHosts),
    router: router
      .openapi(r.mySitesRoute, h.mySites(tuning))
      .openapi(r.saveSiteRoute, h.saveSite)
      .openapi(r.introRoute, h.intro(tuning))
      .openapi(r.publishRoute, h.publish)
      .openapi(r.setDomainRoute, h.setDomain(tuning))
      .openapi(r.removeDomainRoute, h.removeDomain)
      .openapi(r.verifyDomainRoute, h.verifyDomain(tuning))
      .openapi(r.showcaseRoute, h.showcase)
      .openapi(r.domainAllowedRoute, h.domainAllowed)
      .openapi(r.adminSitesRoute, h.adminSites)
      .openapi(r.adminTemplateRoute, h.adminTemplate)
      .openapi(r.adminUnpublishRoute, h.adminUnpublish),
  };
}
