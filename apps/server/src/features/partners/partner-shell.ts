import { partnerJsonLd, partnerServiceJsonLd } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts, shellSnippet } from '../../platform/shell-path.ts';
import { publicPartner, publicService } from './partners.service.ts';

const PARTNER_PAGE = /^\/partners\/([^/]+)\/?$/;
const SERVICE_PAGE = /^\/partners\/([^/]+)\/services\/([^/]+)\/?$/;

function partnerPageShell(c: Context<AppEnv>, slug: string): Promise<PageShell> {
  return shellOrStatus(async () => {
    const partner = await publicPartner(serviceContext(c), slug);
    const region = partner.region ? ` in ${partner.region}` : '';
    return {
      meta: {
        title: `${partner.name} — partner`,
        description: shellSnippet(
          partner.description,
          `${partner.name}, partner van coffeeshops en horeca${region}: diensten, nieuws en vacatures.`,
        ),
      },
      jsonLd: partnerJsonLd(partner, new URL(`/partners/${partner.slug}`, c.get('services').publicUrl).href),
    };
  });
}

function serviceShell(c: Context<AppEnv>, slug: string, serviceId: string): Promise<PageShell> {
  return shellOrStatus(async () => {
    const page = await publicService(serviceContext(c), slug, serviceId);
    const { partner, service } = page;
    return {
      meta: {
        title: `${service.title} — ${partner.name}`,
        description: shellSnippet(service.description, `${service.title}: een dienst van ${partner.name}.`),
      },
      jsonLd: partnerServiceJsonLd(page, c.get('services').publicUrl),
    };
  });
}

/**
 * The server HTML of a partner's page and its services (ADR 088): their own title and description, an `Organization`
 * or `Service` for search engines; an unknown, pending or offline partner (or unknown service) answers 404.
 */
export async function partnerShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const partner = shellPathParts(PARTNER_PAGE, pathname);
  if (partner) return partnerPageShell(c, partner[0] ?? '');
  const service = shellPathParts(SERVICE_PAGE, pathname);
  if (service) return serviceShell(c, service[0] ?? '', service[1] ?? '');
  return null;
}
