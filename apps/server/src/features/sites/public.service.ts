import type { ShowcaseSite } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { placesOf } from './admin.service.ts';
import { siteUrl } from './site-urls.ts';
import * as q from './sites.queries.ts';

/** Published sites of live places, for `/website-showcase` and the sitemap. */
export async function showcase(ctx: ServiceContext): Promise<ShowcaseSite[]> {
  const rows = await q.selectPublishedSites(ctx.db);
  const place = await placesOf(ctx, rows);
  return rows.flatMap((row) => {
    const found = place(row);
    if (!found?.active) return [];
    return [
      {
        name: found.name,
        plaats: found.plaats,
        template: row.template,
        kind: row.placeKind,
        url: siteUrl(ctx.publicUrl, row.slug),
      },
    ];
  });
}

/** The sitemap's entries: each published site's home page and its other pages. */
export async function siteSitemapPaths(ctx: ServiceContext): Promise<Array<{ path: string; lastModified: Date }>> {
  const rows = await q.selectPublishedSites(ctx.db);
  const place = await placesOf(ctx, rows);
  return rows
    .filter((row) => place(row)?.active)
    .flatMap((row) =>
      row.pages.map((page) => ({
        path: page === 'home' ? `/sites/${row.slug}` : `/sites/${row.slug}/${page}`,
        lastModified: row.updatedAt,
      })),
    );
}

/** For the TLS proxy's "ask" (Caddy on-demand TLS): a certificate only for a verified domain of a published site. */
export async function domainAllowed(ctx: Pick<ServiceContext, 'db'>, domain: string): Promise<boolean> {
  const name = domain.trim().toLowerCase();
  if (!name) return false;
  const site = await q.selectSiteByDomain(ctx.db, name);
  return Boolean(site?.published && site.domainVerifiedAt);
}
