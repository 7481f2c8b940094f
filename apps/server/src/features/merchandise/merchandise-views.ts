import {
  type ManagedMerchandise,
  type Merchandise,
  type MerchandiseOrder,
  type MerchandiseSeller,
  NO_SIZE,
} from '@platform/core';
import type { merchandiseOrders } from '../../db/schema/index.ts';
import type { ItemWithSeller, SellerRow } from './merchandise.queries.ts';

export const PLATFORM_SELLER_NAME = 'Het platform';

export function toSeller(partner: SellerRow | null): MerchandiseSeller {
  return partner
    ? {
        kind: 'partner',
        id: partner.id,
        name: partner.name,
        path: partner.status === 'approved' ? `/partners/${partner.slug}` : null,
      }
    : { kind: 'platform', id: null, name: PLATFORM_SELLER_NAME, path: null };
}

export function toMerchandise(row: ItemWithSeller, stock: Merchandise['sizes']): Merchandise {
  const sizes = stock.filter((entry) => entry.size !== NO_SIZE);
  return {
    id: row.item.id,
    name: row.item.name,
    description: row.item.description,
    brand: row.item.brand,
    priceCents: row.item.priceCents,
    images: row.item.images,
    sizes,
    stock: stock.reduce((sum, entry) => sum + entry.stock, 0),
    seller: toSeller(row.partner),
  };
}

export function toManaged(row: ItemWithSeller & { orders: number }, stock: Merchandise['sizes']): ManagedMerchandise {
  return {
    ...toMerchandise(row, stock),
    published: row.item.published,
    orders: row.orders,
    updatedAt: row.item.updatedAt.toISOString(),
  };
}

export function toOrder(row: {
  order: typeof merchandiseOrders.$inferSelect;
  item: { id: string; name: string };
  partner: SellerRow | null;
}): MerchandiseOrder {
  return {
    id: row.order.id,
    merchandiseId: row.item.id,
    merchandiseName: row.item.name,
    seller: toSeller(row.partner),
    name: row.order.name,
    email: row.order.email,
    size: row.order.size,
    quantity: row.order.quantity,
    message: row.order.message,
    createdAt: row.order.createdAt.toISOString(),
  };
}
