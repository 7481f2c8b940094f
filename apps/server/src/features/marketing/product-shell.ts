import { findPlan, resolveProductPage } from '@platform/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { PageShell } from '../../platform/page-meta.ts';

const ONE_SEGMENT = /^\/([^/]+)\/?$/;

/** The server HTML of `/{product}` and `/{product}-contact` (ADR 050): the module's own title and description. */
export async function productShell(_c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const match = ONE_SEGMENT.exec(pathname);
  if (!match?.[1]) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const page = resolveProductPage(segment);
  if (!page || page.kind === 'finder') return null;
  const { product } = page;
  if (page.kind === 'contact') {
    return {
      meta: {
        title: `Demo aanvragen: ${product.name}`,
        description: `Vraag een demo van ${product.name} aan met de gegevens van je eigen zaak.`,
      },
    };
  }
  return {
    meta: {
      title: `${product.name} — inbegrepen vanaf ${findPlan(product.plan).name}`,
      description: product.description,
    },
  };
}
