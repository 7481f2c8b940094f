import { courseMenuJsonLd, courseMenuPath, formatEuro } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts, shellSnippet } from '../../platform/shell-path.ts';
import { getCourseMenu } from './venues.service.ts';

/** A course menu has two addresses: on its own, and under its venue (the canonical one). */
const OWN_PAGE = /^\/horeca\/menu\/([^/]+)\/?$/;
const VENUE_PAGE = /^\/horeca\/([^/]+)\/([^/]+)\/menu\/course\/([^/]+)\/?$/;

function lookup(pathname: string): { id: string; venue?: { plaatsSlug: string; slug: string } } | null {
  const own = shellPathParts(OWN_PAGE, pathname);
  if (own) return { id: own[0] ?? '' };
  const under = shellPathParts(VENUE_PAGE, pathname);
  if (under) return { id: under[2] ?? '', venue: { plaatsSlug: under[0] ?? '', slug: under[1] ?? '' } };
  return null;
}

/**
 * The server HTML of a course menu (ADR 088): its own title and description, schema.org `Menu` JSON-LD, and the
 * address under its venue as canonical URL for both routes. An unknown or inactive menu, a menu of an inactive venue,
 * or one asked for under another venue's address answers 404.
 */
export async function courseMenuShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const found = lookup(pathname);
  if (!found) return null;
  return shellOrStatus(async () => {
    const menu = await getCourseMenu(serviceContext(c), found.id);
    if (found.venue && (found.venue.plaatsSlug !== menu.venue.plaatsSlug || found.venue.slug !== menu.venue.slug)) {
      throw new NotFoundError('Dit menu bestaat niet.');
    }
    const courses = menu.courses.length === 1 ? '1 gang' : `${menu.courses.length} gangen`;
    return {
      meta: {
        title: `${menu.name} — ${menu.venue.name} — Foodee`,
        description: shellSnippet(
          menu.description,
          `${menu.name} bij ${menu.venue.name} in ${menu.venue.plaats}: ${courses}, ${formatEuro(Math.round(menu.pricePerPerson * 100))} per persoon.`,
        ),
      },
      jsonLd: courseMenuJsonLd(menu, c.get('services').publicUrl),
      canonicalPath: courseMenuPath(menu.venue, menu.id),
    };
  });
}
