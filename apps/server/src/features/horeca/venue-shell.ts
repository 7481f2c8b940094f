import { venueJsonLd } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts } from '../../platform/shell-path.ts';
import { getVenue } from './venues.service.ts';

/** A venue's page and the pages under it (booking, partner): all about one venue. */
const VENUE_PAGE = /^\/horeca\/([^/]+)\/([^/]+)(\/.*)?$/;

/**
 * The server HTML of a venue's pages (ADR 052): the venue's own title and description and, on its main page,
 * schema.org `Restaurant` JSON-LD with hours, address and menu; an unknown or inactive venue answers 404.
 */
export async function venueShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const parts = shellPathParts(VENUE_PAGE, pathname);
  // `/horeca/menu/{courseMenuId}` is a course menu of its own, not a venue called "menu"; a course menu under its
  // venue has its own shell (course-menu-shell.ts).
  if (!parts || parts[0] === 'menu' || parts[2]?.startsWith('/menu/course/')) return null;
  const [plaats = '', slug = '', rest = ''] = parts;
  return shellOrStatus(async () => {
    const venue = await getVenue(serviceContext(c), plaats, slug);
    const main = rest === '' || rest === '/';
    const url = new URL(`/horeca/${venue.plaatsSlug}/${venue.slug}`, c.get('services').publicUrl).href;
    return {
      meta: {
        title: main ? `${venue.name} in ${venue.plaats} — Foodee` : `${venue.name} — Foodee`,
        description:
          venue.description.trim() || `${venue.name}, ${venue.address} in ${venue.plaats}: menu, openingstijden en reserveren.`,
      },
      ...(main ? { jsonLd: venueJsonLd(venue, url) } : {}),
    };
  });
}
