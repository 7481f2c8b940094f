import { resolveProductPage } from '@platform/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { RoleGate } from '../components/role-gate.tsx';

// Each kind of page is its own chunk: the product page needs no form, the demo request no screenshot.
const ProductPage = lazyPage(() => import('./product-page.tsx'), 'ProductPage');
const ProductContactPage = lazyPage(() => import('./product-contact-page.tsx'), 'ProductContactPage');
const ProductFinderPage = lazyPage(() => import('./product-finder-page.tsx'), 'ProductFinderPage');

/**
 * `/:productPage` (ADR 050): one route for `/{product}`, `/{product}-contact` and `/{product}-coffeeshop-finder`,
 * resolved against the catalogue; anything else is the not-found page (the server answers 404 too).
 */
export function ProductPageRoute() {
  const page = resolveProductPage(useParams().productPage ?? '');
  if (!page) return <NotFoundPage />;
  if (page.kind === 'contact') return <ProductContactPage product={page.product} />;
  if (page.kind === 'finder') {
    return (
      <RoleGate minRole="demo" verified>
        <ProductFinderPage product={page.product} />
      </RoleGate>
    );
  }
  return <ProductPage product={page.product} />;
}
