import { BRANDS, telerJsonLd } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts } from '../../platform/shell-path.ts';
import { getTeler, listTelers } from './telers.service.ts';

const TELER_PAGE = /^\/teler\/([^/]+)\/?$/;
const TOWN_PAGE = /^\/telers\/([^/]+)\/?$/;
const SITE = BRANDS.cannabis.displayName;

function telerShell(c: Context<AppEnv>, slug: string): Promise<PageShell> {
  return shellOrStatus(async () => {
    const teler = await getTeler(serviceContext(c), slug);
    const kind = teler.designatedGrower ? 'Aangewezen teler van het wietexperiment' : 'Teler';
    return {
      meta: {
        title: `${teler.naam}${teler.plaats ? ` in ${teler.plaats}` : ''} — teler`,
        description: `${kind}${teler.plaats ? ` in ${teler.plaats}` : ''}: locatie en gegevens. Alleen voor 18+.`,
      },
      jsonLd: telerJsonLd(teler, new URL(`/teler/${teler.slug}`, c.get('services').publicUrl).href),
    };
  });
}

/** A town's telers; a town without an active teler is not a page (404), as the sitemap lists only towns with one. */
function townShell(c: Context<AppEnv>, plaatsSlug: string): Promise<PageShell> {
  return shellOrStatus(async () => {
    const telers = await listTelers(serviceContext(c), plaatsSlug);
    const town = telers[0]?.plaats;
    if (!town) throw new NotFoundError('Geen telers gevonden in deze plaats.');
    return {
      meta: {
        title: `Telers in ${town} — ${SITE}`,
        description: `Telers en aangewezen telers van het wietexperiment in ${town}, met hun gegevens. Alleen voor 18+.`,
      },
    };
  });
}

/**
 * The server HTML of a teler's page and a town's telers (ADR 088): their own title and description, for a teler a
 * plain `Organization` (name and town, never its text: growers may not advertise); unknown ones answer 404.
 */
export async function telerPageShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const teler = shellPathParts(TELER_PAGE, pathname);
  if (teler) return telerShell(c, teler[0] ?? '');
  const town = shellPathParts(TOWN_PAGE, pathname);
  if (town) return townShell(c, town[0] ?? '');
  return null;
}
