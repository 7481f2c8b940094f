import { displayPrice, isLowStock, type ProductView } from '@platform/core';
import type { products } from '../../db/schema/index.ts';

/** A product row as every menu shows it (shop page, screens, management). */
export function productView(row: typeof products.$inferSelect): ProductView {
  return {
    id: row.id,
    naam: row.naam,
    category: row.category,
    type: row.type,
    prijzen: row.prijzen,
    displayPrice: displayPrice(row.prijzen),
    thc: row.thc,
    cbd: row.cbd,
    lowStock: isLowStock(row.voorraad),
    foto: row.foto,
  };
}
