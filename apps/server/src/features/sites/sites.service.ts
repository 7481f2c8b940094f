import {
  allowedSitePages,
  type IntroSuggestion,
  type MySites,
  type OwnSitePlace,
  PLACE_KINDS,
  type PlaceKindName,
  SITE_TEMPLATES,
  type SiteInput,
  type SiteTemplate,
  type SiteView,
  slugify,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { type PlaceWritingRun, writeSiteIntro } from '../assistant/index.ts';
import { PLACE_OFFLINE, placeFacts } from './intro.ts';
import { siteUrl } from './site-urls.ts';
import * as q from './sites.queries.ts';

/** The templates owners may choose: all but those an admin switched off. */
export async function enabledTemplates(ctx: Pick<ServiceContext, 'db'>): Promise<SiteTemplate[]> {
  const settings = await q.selectTemplateSettings(ctx.db);
  const off = new Set(settings.filter((row) => !row.enabled).map((row) => row.template));
  return SITE_TEMPLATES.filter((template) => !off.has(template));
}

export function toView(
  ctx: Pick<ServiceContext, 'publicUrl'>,
  site: q.SiteRow,
  place: { name: string; plaats: string },
): SiteView {
  return {
    id: site.id,
    kind: site.placeKind,
    placeId: site.placeId,
    placeName: place.name,
    plaats: place.plaats,
    slug: site.slug,
    template: site.template,
    colours: site.colours,
    pages: site.pages,
    intro: site.intro,
    published: site.published,
    publishedAt: site.publishedAt?.toISOString() ?? null,
    url: siteUrl(ctx.publicUrl, site.slug),
    domain: site.domain
      ? {
          domain: site.domain,
          verified: site.domainVerifiedAt !== null,
          checkedAt: site.domainCheckedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The signed-in owner's or manager's places, each with its site or none yet. */
export async function mySites(ctx: ServiceContext, platformHost: string): Promise<MySites> {
  const actor = requireLogin(ctx);
  const places: OwnSitePlace[] = [];
  for (const kind of PLACE_KINDS) {
    const own = await q.selectOwnPlaces(ctx.db, kind, actor.user.id);
    const siteRows = await q.selectSitesOfPlaces(
      ctx.db,
      kind,
      own.map((place) => place.id),
    );
    for (const place of own) {
      const site = siteRows.find((row) => row.placeId === place.id);
      places.push({
        kind,
        placeId: place.id,
        name: place.name,
        plaats: place.plaats,
        suggestedSlug: slugify(`${place.name} ${place.plaats}`).slice(0, 60).replace(/-+$/, ''),
        site: site ? toView(ctx, site, place) : null,
      });
    }
  }
  return { places, templates: await enabledTemplates(ctx), platformHost };
}

/**
 * A site and the access to its place: owners, managers with the details right, admins. Building, publishing and
 * domains need the website builder in the place's plan (Compleet, ADR 069); taking a site offline or dropping its
 * domain (`module: false`) does not, so a lapsed plan can always stop its site.
 */
export async function requireSiteAccess(ctx: ServiceContext, siteId: string, options: { module: boolean } = { module: true }) {
  const site = await q.selectSite(ctx.db, siteId);
  if (!site) throw new NotFoundError('Deze website bestaat niet.');
  const access = await requirePlaceAccess(ctx, site.placeKind, site.placeId, 'details');
  if (options.module) await requireModule(ctx, site.placeKind, site.placeId, 'websitebouwer');
  return { site, place: access.place };
}

/** The place's access for building its site: the details right and the website builder in its plan. */
export async function requireSiteBuilder(ctx: ServiceContext, kind: PlaceKindName, placeId: string) {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'details');
  await requireModule(ctx, kind, access.place.id, 'websitebouwer');
  return access;
}

function checkPages(kind: PlaceKindName, pages: readonly string[]) {
  const allowed = allowedSitePages(kind) as readonly string[];
  if (pages.some((page) => !allowed.includes(page))) {
    throw new ValidationError(
      'De pagina’s menukaart en reserveren zijn er alleen voor horeca: een coffeeshop toont geen producten of prijzen.',
      [{ path: ['pages'], message: 'Menukaart en reserveren zijn er alleen voor horeca' }],
    );
  }
}

/** Creates or changes a place's site (the draft); what is published changes with it, live from the place's data. */
export async function saveSite(ctx: ServiceContext, kind: PlaceKindName, placeId: string, input: SiteInput): Promise<SiteView> {
  const { place } = await requireSiteBuilder(ctx, kind, placeId);
  checkPages(kind, input.pages);
  const existing = await q.selectSiteOfPlace(ctx.db, kind, placeId);
  if (input.template !== existing?.template && !(await enabledTemplates(ctx)).includes(input.template)) {
    throw new ValidationError('Dit sjabloon is uitgeschakeld: kies een ander.', [
      { path: ['template'], message: 'Dit sjabloon is uitgeschakeld' },
    ]);
  }
  const holder = await q.selectSiteBySlug(ctx.db, input.slug);
  if (holder && holder.id !== existing?.id) {
    throw new ConflictError('Dit webadres is al in gebruik door een andere website: kies een ander.');
  }
  const values = { slug: input.slug, template: input.template, colours: input.colours, pages: input.pages, intro: input.intro };
  const site = existing
    ? await q.updateSite(ctx.db, existing.id, values)
    : await q.insertSite(ctx.db, { ...values, placeKind: kind, placeId });
  return toView(ctx, site, place);
}

export async function publishSite(ctx: ServiceContext, siteId: string, published: boolean): Promise<SiteView> {
  const { site, place } = await requireSiteAccess(ctx, siteId, { module: published });
  const updated = await q.updateSite(ctx.db, site.id, {
    published,
    publishedAt: published ? (site.publishedAt ?? new Date()) : null,
  });
  return toView(ctx, updated, place);
}

/** "Help me write": the assistant's text when a model is configured, else one built from the place's own data. */
export async function suggestIntro(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  run: Omit<PlaceWritingRun, 'ctx'>,
): Promise<IntroSuggestion> {
  await requireSiteBuilder(ctx, kind, placeId);
  const facts = await placeFacts(ctx, kind, placeId);
  if (!facts) throw new NotFoundError(PLACE_OFFLINE);
  const written = await writeSiteIntro({ ...run, ctx }, placeId, facts.lines, kind === 'coffeeshop');
  return written ? { intro: written.text, source: 'assistant' } : { intro: facts.intro, source: 'data' };
}
