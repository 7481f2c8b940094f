import { type AdminSites, PLACE_KINDS, SITE_TEMPLATES, type SiteTemplate, type SiteView } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as q from './sites.queries.ts';
import { toView } from './sites.service.ts';

/** Names and towns of the places behind a list of sites. */
export async function placesOf(ctx: Pick<ServiceContext, 'db'>, rows: q.SiteRow[]) {
  const names = new Map<string, { name: string; plaats: string; active: boolean }>();
  for (const kind of PLACE_KINDS) {
    const ids = rows.filter((row) => row.placeKind === kind).map((row) => row.placeId);
    for (const place of await q.selectPlaceNames(ctx.db, kind, ids)) names.set(`${kind}:${place.id}`, place);
  }
  return (row: q.SiteRow) => names.get(`${row.placeKind}:${row.placeId}`);
}

/** Admins: every site with its domain's state, and the templates with their switch. */
export async function adminSites(ctx: ServiceContext): Promise<AdminSites> {
  requireRole(ctx, 'admin');
  const rows = await q.selectAllSites(ctx.db);
  const place = await placesOf(ctx, rows);
  const settings = await q.selectTemplateSettings(ctx.db);
  return {
    sites: rows.map((row) => toView(ctx, row, place(row) ?? { name: '(verwijderde zaak)', plaats: '' })),
    templates: SITE_TEMPLATES.map((template) => ({
      template,
      enabled: settings.find((row) => row.template === template)?.enabled ?? true,
    })),
  };
}

export async function setTemplateEnabled(ctx: ServiceContext, template: SiteTemplate, enabled: boolean): Promise<AdminSites> {
  requireRole(ctx, 'admin');
  await q.upsertTemplateSetting(ctx.db, template, enabled);
  return adminSites(ctx);
}

/** Admins take a site offline (its owner can publish it again once it is in order). */
export async function adminUnpublish(ctx: ServiceContext, siteId: string): Promise<SiteView> {
  requireRole(ctx, 'admin');
  const site = await q.selectSite(ctx.db, siteId);
  if (!site) throw new NotFoundError('Deze website bestaat niet.');
  const updated = await q.updateSite(ctx.db, site.id, { published: false, publishedAt: null });
  const place = await placesOf(ctx, [updated]);
  return toView(ctx, updated, place(updated) ?? { name: '(verwijderde zaak)', plaats: '' });
}
