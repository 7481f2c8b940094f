import type { SiteView } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { type DnsLookup, type DomainTarget, pointsAtPlatform } from './domains.ts';
import * as q from './sites.queries.ts';
import { requireSiteAccess, toView } from './sites.service.ts';

/** The refusal of a failed DNS check; the generator's help text names the host to point at. */
export const DNS_NOT_READY =
  'Het domein wijst nog niet naar het platform. Maak bij je domeinbeheerder een CNAME-record naar het platform aan (zie de uitleg bij Eigen domein) of een A-record naar het IP-adres van het platform, en probeer het over een paar minuten opnieuw.';

/** Enters (or replaces) a site's own domain, unverified until its DNS check passes. */
export async function setDomain(ctx: ServiceContext, siteId: string, domain: string, target: DomainTarget): Promise<SiteView> {
  const { site, place } = await requireSiteAccess(ctx, siteId);
  // The platform's own names and every name under them (www., beheer.): a site there would pass for the platform.
  const own = [target.host, new URL(ctx.publicUrl).hostname].map((name) => name.toLowerCase());
  const name = domain.toLowerCase();
  if (own.some((host) => name === host || name.endsWith(`.${host}`))) {
    throw new ValidationError('Dit is het adres van het platform zelf: vul het domein van je eigen zaak in.', [
      { path: ['domain'], message: 'Vul het domein van je eigen zaak in' },
    ]);
  }
  const holder = await q.selectSiteByDomain(ctx.db, domain);
  if (holder && holder.id !== site.id) throw new ConflictError('Dit domein is al gekoppeld aan een andere website.');
  if (site.domain === domain) return toView(ctx, site, place);
  const updated = await q.updateSite(ctx.db, site.id, { domain, domainVerifiedAt: null, domainCheckedAt: null });
  return toView(ctx, updated, place);
}

export async function removeDomain(ctx: ServiceContext, siteId: string): Promise<SiteView> {
  const { site, place } = await requireSiteAccess(ctx, siteId, { module: false });
  const updated = await q.updateSite(ctx.db, site.id, { domain: null, domainVerifiedAt: null, domainCheckedAt: null });
  return toView(ctx, updated, place);
}

/** Checks the domain's DNS: verified when it points at the platform; a failed check changes nothing. */
export async function verifyDomain(ctx: ServiceContext, siteId: string, dns: DnsLookup, target: DomainTarget): Promise<SiteView> {
  const { site, place } = await requireSiteAccess(ctx, siteId);
  if (!site.domain) throw new ValidationError('Vul eerst een domeinnaam in.');
  if (!(await pointsAtPlatform(dns, target, site.domain))) {
    throw new ValidationError(DNS_NOT_READY, [{ path: ['domain'], message: 'Het domein wijst nog niet naar het platform' }]);
  }
  const now = new Date();
  const updated = await q.updateSite(ctx.db, site.id, { domainVerifiedAt: now, domainCheckedAt: now });
  return toView(ctx, updated, place);
}
