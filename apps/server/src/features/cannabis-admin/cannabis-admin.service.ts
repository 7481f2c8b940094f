import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductPage,
  type AdminProductQuery,
  type CannabisOverview,
  MENU_VISIBILITIES,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import * as q from './cannabis-admin.queries.ts';

type AdminProduct = AdminProductPage['items'][number];

/** Every shop's products for admins: search by product or shop name, category, low stock; 25 per page. */
export async function adminProducts(ctx: ServiceContext, query: AdminProductQuery): Promise<AdminProductPage> {
  requireRole(ctx, 'admin');
  const { rows, total } = await q.selectProductPage(ctx.db, query);
  return {
    items: rows.map(({ product, shop }) => ({
      id: product.id,
      naam: product.naam,
      category: product.category as AdminProduct['category'],
      type: product.type as AdminProduct['type'],
      thc: product.thc,
      cbd: product.cbd,
      voorraad: product.voorraad,
      actief: product.actief,
      shop,
    })),
    total,
    page: query.page,
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** Counts and warnings for /admin/cannabis-manager. */
export async function cannabisOverview(ctx: ServiceContext): Promise<CannabisOverview> {
  requireRole(ctx, 'admin');
  const { byVisibility, withoutOwner, productCount, lowStock, growers, screenCount, overStock } = await q.selectOverviewCounts(
    ctx.db,
  );
  const shopsByVisibility = Object.fromEntries(
    MENU_VISIBILITIES.map((visibility) => [visibility, byVisibility.find((row) => row.visibility === visibility)?.n ?? 0]),
  ) as CannabisOverview['shopsByVisibility'];
  return {
    shops: byVisibility.reduce((sum, row) => sum + row.n, 0),
    shopsByVisibility,
    shopsWithoutOwner: withoutOwner?.n ?? 0,
    shopsOverStockLimit: overStock,
    products: productCount?.n ?? 0,
    lowStockProducts: lowStock?.n ?? 0,
    telers: growers?.n ?? 0,
    designatedGrowers: growers?.designated ?? 0,
    activeScreens: screenCount?.n ?? 0,
  };
}
