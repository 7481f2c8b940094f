import { serviceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/openapi.ts';
import * as admin from './admin.service.ts';
import * as domains from './domains.service.ts';
import type { SitesTuning } from './index.ts';
import * as pub from './public.service.ts';
import type * as r from './sites.routes.ts';
import * as s from './sites.service.ts';

export const mySites =
  (tuning: SitesTuning): Handler<typeof r.mySitesRoute> =>
  async (c) =>
    c.json(await s.mySites(serviceContext(c), tuning.target.host), 200);

export const saveSite: Handler<typeof r.saveSiteRoute> = async (c) => {
  const { kind, placeId } = c.req.valid('param');
  return c.json(await s.saveSite(serviceContext(c), kind, placeId, c.req.valid('json')), 200);
};

export const intro =
  (tuning: SitesTuning): Handler<typeof r.introRoute> =>
  async (c) => {
    const { kind, placeId } = c.req.valid('param');
    return c.json(await s.suggestIntro(serviceContext(c), kind, placeId, tuning.assistant), 200);
  };

export const publish: Handler<typeof r.publishRoute> = async (c) =>
  c.json(await s.publishSite(serviceContext(c), c.req.valid('param').siteId, c.req.valid('json').published), 200);

export const setDomain =
  (tuning: SitesTuning): Handler<typeof r.setDomainRoute> =>
  async (c) =>
    c.json(
      await domains.setDomain(serviceContext(c), c.req.valid('param').siteId, c.req.valid('json').domain, tuning.target),
      200,
    );

export const removeDomain: Handler<typeof r.removeDomainRoute> = async (c) =>
  c.json(await domains.removeDomain(serviceContext(c), c.req.valid('param').siteId), 200);

export const verifyDomain =
  (tuning: SitesTuning): Handler<typeof r.verifyDomainRoute> =>
  async (c) =>
    c.json(await domains.verifyDomain(serviceContext(c), c.req.valid('param').siteId, tuning.dns, tuning.target), 200);

export const showcase: Handler<typeof r.showcaseRoute> = async (c) => c.json(await pub.showcase(serviceContext(c)), 200);

export const domainAllowed: Handler<typeof r.domainAllowedRoute> = async (c) => {
  if (!(await pub.domainAllowed(serviceContext(c), c.req.valid('query').domain))) {
    throw new NotFoundError('Dit domein hoort niet bij een geverifieerde website.');
  }
  return c.json({ allowed: true as const }, 200);
};

export const adminSites: Handler<typeof r.adminSitesRoute> = async (c) => c.json(await admin.adminSites(serviceContext(c)), 200);

export const adminTemplate: Handler<typeof r.adminTemplateRoute> = async (c) =>
  c.json(await admin.setTemplateEnabled(serviceContext(c), c.req.valid('param').template, c.req.valid('json').enabled), 200);

export const adminUnpublish: Handler<typeof r.adminUnpublishRoute> = async (c) =>
  c.json(await admin.adminUnpublish(serviceContext(c), c.req.valid('param').siteId), 200);
