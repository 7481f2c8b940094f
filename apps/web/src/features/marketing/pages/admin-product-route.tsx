import { findProduct, resolveProductShopSegment } from '@platform/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { RoleGate } from '../components/role-gate.tsx';
import { AdminProductPage } from './admin-product-page.tsx';
import { ProductShopPage } from './product-shop-page.tsx';

/** `/admin/:product`: only catalogue products; admins only (ADR 050). */
export function AdminProductRoute() {
  const product = findProduct(useParams().product ?? '');
  if (!product) return <NotFoundPage />;
  return (
    <RoleGate minRole="admin">
      <AdminProductPage product={product} />
    </RoleGate>
  );
}

/** `/:productShop/:coffeeshopId` (`/schermen-coffeeshop/{id}`): one coffeeshop and one module; admins only. */
export function ProductShopRoute() {
  const params = useParams();
  const product = resolveProductShopSegment(params.productShop ?? '');
  if (!product) return <NotFoundPage />;
  return (
    <RoleGate minRole="admin">
      <ProductShopPage product={product} coffeeshopId={params.coffeeshopId ?? ''} />
    </RoleGate>
  );
}
