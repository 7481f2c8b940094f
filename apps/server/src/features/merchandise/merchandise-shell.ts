import { formatEuro, merchandiseJsonLd } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { shellOrStatus, shellPathParts, shellSnippet } from '../../platform/shell-path.ts';
import { publicItem } from './public.service.ts';

const ITEM_PAGE = /^\/merchandise\/([^/]+)\/?$/;

/**
 * The server HTML of a merchandise item (ADR 088): its own title and description and a schema.org `Product` with its
 * price and stock; an unknown or unpublished item, or one of a partner that is not approved, answers 404.
 */
export async function merchandiseShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const parts = shellPathParts(ITEM_PAGE, pathname);
  if (!parts) return null;
  return shellOrStatus(async () => {
    const item = await publicItem(serviceContext(c), parts[0] ?? '');
    return {
      meta: {
        title: `${item.name} — merchandise van ${item.seller.name}`,
        description: shellSnippet(item.description, `${item.name} van ${item.seller.name}, ${formatEuro(item.priceCents)}.`),
      },
      jsonLd: merchandiseJsonLd(item, new URL(`/merchandise/${item.id}`, c.get('services').publicUrl).href),
    };
  });
}
