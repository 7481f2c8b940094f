import {
  adjustPrice,
  type BulkPriceInput,
  CSV_COLUMNS,
  CSV_DELIMITER,
  type CsvImportResult,
  formatCsvPrices,
  hasRole,
  isId,
  type ManagedProduct,
  type ManagedShop,
  PLACE_PERMISSIONS,
  type ProductCategory,
  type ProductInput,
  type ProductListQuery,
  type ProductPage,
  type ProductPatch,
  parseCsvProduct,
  tradingStock,
} from '@platform/core';
import Papa from 'papaparse';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { queueWebhookEvent } from '../../platform/webhook-events.ts';
import { auditAdminShopChange, productView, requireShopAccess } from '../coffeeshops/index.ts';
import * as q from './menu.queries.ts';

function toManaged(row: q.ProductRow): ManagedProduct {
  return {
    ...productView(row),
    voorraad: row.voorraad,
    telerId: row.telerId,
    actief: row.actief,
    quantities: row.quantities,
    preRolledOptions: row.preRolledOptions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listManagedShops(ctx: ServiceContext): Promise<ManagedShop[]> {
  const actor = requireLogin(ctx);
  const isAdmin = hasRole(actor.role, 'admin');
  const rows = await q.selectManagedShops(ctx.db, actor.user.id, isAdmin);
  return rows.map(({ ownerId, managerId, managerPermissions, ...shop }) => {
    const role = ownerId === actor.user.id ? 'owner' : managerId === actor.user.id ? 'manager' : 'admin';
    return { ...shop, role, permissions: role === 'manager' ? (managerPermissions ?? []) : [...PLACE_PERMISSIONS] };
  });
}

async function stockOf(db: Database, coffeeshopId: string) {
  const rows = await q.selectStockRows(db, coffeeshopId);
  return tradingStock(rows.map((row) => ({ category: row.category as ProductCategory, voorraad: row.voorraad })));
}

export async function listProducts(ctx: ServiceContext, coffeeshopId: string, query: ProductListQuery): Promise<ProductPage> {
  await requireShopAccess(ctx, coffeeshopId, 'menu');
  const [{ items, total }, stock] = await Promise.all([
    q.selectProductPage(ctx.db, coffeeshopId, query),
    stockOf(ctx.db, coffeeshopId),
  ]);
  return { items: items.map(toManaged), total, page: query.page, pageSize: query.pageSize, stock };
}

async function assertTeler(db: Database, telerId: string | null | undefined) {
  if (!telerId) return;
  if (!(await q.telerExists(db, telerId)))
    throw new ValidationError('Onbekende teler', [{ path: ['telerId'], message: 'Kies een teler uit de lijst' }]);
}

export async function createProduct(ctx: ServiceContext, coffeeshopId: string, input: ProductInput) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'menu');
  await assertTeler(ctx.db, input.telerId);
  const row = await q.insertProduct(ctx.db, { ...input, coffeeshopId, sortOrder: await q.nextSortOrder(ctx.db, coffeeshopId) });
  await queueWebhookEvent(ctx.db, { kind: 'coffeeshop', id: coffeeshopId }, 'menu.changed', {
    change: 'product.create',
    productId: row.id,
    naam: row.naam,
  });
  await auditAdminShopChange(ctx, access, 'shop.menu', { change: 'product.create', product: row.naam });
  await publishShopChange(ctx, coffeeshopId);
  return toManaged(row);
}

export async function updateProduct(ctx: ServiceContext, coffeeshopId: string, productId: string, patch: ProductPatch) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'menu');
  const existing = isId(productId) ? await q.selectProduct(ctx.db, coffeeshopId, productId) : null;
  if (!existing) throw new NotFoundError('Dit product bestaat niet in deze coffeeshop.');
  await assertTeler(ctx.db, patch.telerId);
  const row = await q.updateProduct(ctx.db, productId, patch);
  if (!row) throw new NotFoundError('Dit product bestaat niet in deze coffeeshop.');
  await queueProductWebhooks(ctx.db, coffeeshopId, existing, row, patch);
  await auditAdminShopChange(ctx, access, 'shop.menu', {
    change: 'product.update',
    product: row.naam,
    fields: Object.keys(patch),
  });
  await publishShopChange(ctx, coffeeshopId);
  return toManaged(row);
}

/** Outgoing webhooks (ADR 057): a stock change as `stock.changed`, any other field as `menu.changed`. */
async function queueProductWebhooks(
  db: Database,
  coffeeshopId: string,
  before: q.ProductRow,
  after: q.ProductRow,
  patch: ProductPatch,
) {
  const place = { kind: 'coffeeshop' as const, id: coffeeshopId };
  if (patch.voorraad !== undefined && before.voorraad !== after.voorraad) {
    await queueWebhookEvent(db, place, 'stock.changed', {
      productId: after.id,
      naam: after.naam,
      voorraad: after.voorraad,
      previous: before.voorraad,
    });
  }
  const fields = Object.keys(patch).filter((field) => field !== 'voorraad');
  if (fields.length > 0) {
    await queueWebhookEvent(db, place, 'menu.changed', {
      change: 'product.update',
      productId: after.id,
      naam: after.naam,
      fields,
    });
  }
}

/** Raises or lowers every price (of one category) by a percentage, rounded to 5 cents, in one transaction. */
export async function bulkPrice(ctx: ServiceContext, coffeeshopId: string, input: BulkPriceInput) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'menu');
  const result = await withTransaction(ctx, async (tx) => {
    const rows = (await q.selectAllProducts(tx.db, coffeeshopId)).filter(
      (row) => !input.category || row.category === input.category,
    );
    for (const row of rows) {
      const prijzen = Object.fromEntries(
        Object.entries(row.prijzen).map(([size, price]) => [size, adjustPrice(price, input.percent)]),
      );
      await q.updateProduct(tx.db, row.id, { prijzen });
    }
    await queueWebhookEvent(tx.db, { kind: 'coffeeshop', id: coffeeshopId }, 'menu.changed', {
      change: 'bulk_price',
      percent: input.percent,
      category: input.category ?? null,
      updated: rows.length,
    });
    return { updated: rows.length };
  });
  await auditAdminShopChange(ctx, access, 'shop.menu', { change: 'bulk_price', ...input });
  await publishShopChange(ctx, coffeeshopId);
  return result;
}

export async function exportCsv(ctx: ServiceContext, coffeeshopId: string): Promise<string> {
  await requireShopAccess(ctx, coffeeshopId, 'menu');
  const rows = await q.selectAllProducts(ctx.db, coffeeshopId);
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: rows.map((row) => [
        row.naam,
        row.category,
        row.type,
        formatCsvPrices(row.prijzen),
        row.voorraad,
        row.thc === null ? '' : String(row.thc).replace('.', ','),
        row.cbd === null ? '' : String(row.cbd).replace('.', ','),
        row.actief ? 'ja' : 'nee',
      ]),
    },
    { delimiter: CSV_DELIMITER },
  );
}

/**
 * Checks every row; imports only when all rows are valid (never half a menu).
 * A row whose name matches an existing product updates it, otherwise it is added.
 */
export async function importCsv(
  ctx: ServiceContext,
  coffeeshopId: string,
  input: { csv: string; dryRun: boolean },
): Promise<CsvImportResult> {
  const access = await requireShopAccess(ctx, coffeeshopId, 'menu');
  const parsed = Papa.parse<Record<string, string>>(input.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimiter: '',
    delimitersToGuess: [CSV_DELIMITER, ',', '\t'],
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const missing = CSV_COLUMNS.filter((column) => column !== 'thc' && column !== 'cbd' && !parsed.meta.fields?.includes(column));
  if (missing.length > 0)
    throw new ValidationError(`Kolommen ontbreken: ${missing.join(', ')}`, [
      { path: ['csv'], message: `Kolommen ontbreken: ${missing.join(', ')}` },
    ]);
  const existing = new Map((await q.selectAllProducts(ctx.db, coffeeshopId)).map((row) => [row.naam.toLowerCase(), row.id]));
  const checked = parsed.data.map((record, index) => ({ line: index + 2, record, result: parseCsvProduct(record) }));
  const rows = checked.map(({ line, record, result }) => ({
    line,
    naam: record.naam ?? '',
    ok: result.ok,
    errors: result.ok ? [] : result.errors,
    action: result.ok ? (existing.has(result.product.naam.toLowerCase()) ? ('update' as const) : ('create' as const)) : null,
  }));
  const valid = rows.length > 0 && rows.every((row) => row.ok);
  if (input.dryRun || !valid) return { rows, valid, imported: 0 };
  await withTransaction(ctx, async (tx) => {
    let order = await q.nextSortOrder(tx.db, coffeeshopId);
    for (const { result } of checked) {
      if (!result.ok) continue;
      const id = existing.get(result.product.naam.toLowerCase());
      if (id) await q.updateProduct(tx.db, id, result.product);
      else await q.insertProduct(tx.db, { ...result.product, coffeeshopId, sortOrder: order++ });
    }
    await queueWebhookEvent(tx.db, { kind: 'coffeeshop', id: coffeeshopId }, 'menu.changed', {
      change: 'csv_import',
      rows: rows.length,
    });
  });
  await auditAdminShopChange(ctx, access, 'shop.menu', { change: 'csv_import', rows: rows.length });
  await publishShopChange(ctx, coffeeshopId);
  return { rows, valid, imported: rows.length };
}
