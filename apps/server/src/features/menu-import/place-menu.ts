import {
  ALLERGENS,
  type Allergen,
  type CurrentForDiff,
  DIET_TAGS,
  type DietTag,
  type MenuImportPlaceType,
  normalizePriceLabel,
  type ParsedItem,
  productCategoryFor,
} from '@platform/core';
import type { Database } from '../../db/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import { queueWebhookEvent } from '../../platform/webhook-events.ts';
import { watchVenueMenu } from '../horeca/index.ts';
import * as q from './menu-import.queries.ts';

/*
 * The two places an import writes to: a shop's products (price per size label, category flower/hash/preroll/edible)
 * and a venue's menu (sections with dishes, one price each). Both read as the diff's "current" items.
 */

const ALLERGEN_SET: ReadonlySet<string> = new Set(ALLERGENS);
const DIET_SET: ReadonlySet<string> = new Set(DIET_TAGS);
const PRODUCT_NAME_MAX = 80;

function euros(amount: number): string {
  return `€ ${amount.toFixed(2).replace('.', ',')}`;
}

/** The current menu of a place as diff items. */
export async function currentItems(db: Database, placeType: MenuImportPlaceType, placeId: string): Promise<CurrentForDiff[]> {
  if (placeType === 'coffeeshop') {
    const rows = await q.selectProducts(db, placeId);
    return rows
      .filter((row) => row.actief)
      .map((row) => ({
        id: row.id,
        name: row.naam,
        category: row.category,
        prices: Object.entries(row.prijzen).map(([label, amount]) => ({ label, amount })),
      }));
  }
  const rows = await q.selectDishes(db, placeId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.section,
    description: row.description,
    prices: [{ amount: row.price }],
  }));
}

/** A shop product's prices: labels normalised; an unlabeled price gets the usual size of its category. */
export function productPrices(item: ParsedItem): Record<string, number> {
  const category = productCategoryFor(item.category, item.name);
  const fallback = category === 'flower' || category === 'hash' ? '1g' : 'stuk';
  const prices: Record<string, number> = {};
  item.prices.forEach((price, index) => {
    let label = price.label ? normalizePriceLabel(price.label).slice(0, 12) : index === 0 ? fallback : `prijs ${index + 1}`;
    while (label in prices) label = `${label}'`.slice(-12);
    prices[label] = Math.round(price.amount * 100) / 100;
  });
  return prices;
}

function checkItem(item: ParsedItem, index: number, placeType: MenuImportPlaceType) {
  const fail = (message: string, field: string) => new ValidationError(message, [{ path: ['items', index, field], message }]);
  if (item.prices.length === 0) throw fail(`"${item.name}" heeft geen prijs. Vul een prijs in of verwijder de regel.`, 'prices');
  if (placeType === 'coffeeshop' && item.name.length > PRODUCT_NAME_MAX) {
    throw fail(`De naam "${item.name.slice(0, 30)}…" is te lang: maximaal 80 tekens.`, 'name');
  }
}

/** Refuses items that cannot be written (no price, too long a name) with a Dutch 422 naming the item. */
export function checkItems(items: readonly ParsedItem[], placeType: MenuImportPlaceType) {
  items.forEach((item, index) => {
    checkItem(item, index, placeType);
  });
}

export interface PlaceWriter {
  create(item: ParsedItem): Promise<void>;
  update(id: string, item: ParsedItem, fields: ReadonlySet<string>): Promise<void>;
  remove(ids: string[]): Promise<void>;
  /** After the last write, in the same transaction: tidies up and tells the place's webhooks (ADR 057). */
  finish(counts: ImportCounts): Promise<void>;
}

export interface ImportCounts {
  created: number;
  updated: number;
  removed: number;
}

/** Writes into a shop's products; "gone" products are switched off (stock and history stay), not deleted. */
export async function shopWriter(db: Database, coffeeshopId: string): Promise<PlaceWriter> {
  const existing = await q.selectProducts(db, coffeeshopId);
  let order = existing.reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
  return {
    async create(item) {
      await q.insertProduct(db, {
        coffeeshopId,
        naam: item.name,
        prijzen: productPrices(item),
        category: productCategoryFor(item.category, item.name),
        thc: item.thc ?? null,
        cbd: item.cbd ?? null,
        sortOrder: order++,
        actief: true,
      });
    },
    async update(id, item, fields) {
      await q.updateProduct(db, id, {
        ...(fields.has('name') ? { naam: item.name } : {}),
        ...(fields.has('prices') ? { prijzen: productPrices(item) } : {}),
        ...(fields.has('category') ? { category: productCategoryFor(item.category, item.name) } : {}),
        ...(item.thc !== undefined ? { thc: item.thc } : {}),
        ...(item.cbd !== undefined ? { cbd: item.cbd } : {}),
        actief: true,
      });
    },
    async remove(ids) {
      for (const id of ids) await q.updateProduct(db, id, { actief: false });
    },
    // One `menu.changed` per import that changed something, as a CSV import sends.
    async finish(counts) {
      if (counts.created + counts.updated + counts.removed === 0) return;
      await queueWebhookEvent(db, { kind: 'coffeeshop', id: coffeeshopId }, 'menu.changed', { change: 'menu_import', ...counts });
    },
  };
}

/** Writes into a venue's menu: sections by the items' categories, one price per dish (other sizes in the description). */
export async function venueWriter(db: Database, venueId: string): Promise<PlaceWriter> {
  const sections = await q.selectSections(db, venueId);
  const queueMenuChange = await watchVenueMenu(db, venueId);
  const byName = new Map(sections.map((section) => [section.name.toLocaleLowerCase('nl'), section.id]));
  let sectionOrder = sections.reduce((max, section) => Math.max(max, section.sortOrder), 0) + 1;
  let dishOrder = 1_000;
  const sectionFor = async (category: string | undefined) => {
    const name = category?.trim() || 'Menu';
    const key = name.toLocaleLowerCase('nl');
    const found = byName.get(key);
    if (found) return found;
    const id = await q.insertSection(db, venueId, name, sectionOrder++);
    byName.set(key, id);
    return id;
  };
  const dishFields = (item: ParsedItem) => {
    const [first, ...others] = item.prices;
    const sizes = [first, ...others]
      .filter((price) => price?.label)
      .map((price) => `${price?.label} ${euros(price?.amount ?? 0)}`);
    const description = [item.description ?? '', others.length > 0 ? sizes.join(' · ') : ''].filter(Boolean).join(' — ');
    return {
      name: item.name,
      description,
      price: Math.round((first?.amount ?? 0) * 100) / 100,
      contains: (item.allergens ?? []).filter((code): code is Allergen => ALLERGEN_SET.has(code)),
      diets: (item.diets ?? []).filter((code): code is DietTag => DIET_SET.has(code)),
    };
  };
  return {
    async create(item) {
      await q.insertDish(db, { ...dishFields(item), sectionId: await sectionFor(item.category), sortOrder: dishOrder++ });
    },
    async update(id, item, fields) {
      const values = dishFields(item);
      await q.updateDish(db, id, {
        ...(fields.has('name') ? { name: values.name } : {}),
        ...(fields.has('prices') ? { price: values.price } : {}),
        ...(fields.has('description') ? { description: values.description } : {}),
        ...(fields.has('category') ? { sectionId: await sectionFor(item.category) } : {}),
        ...(item.allergens !== undefined ? { contains: values.contains } : {}),
        ...(item.diets !== undefined ? { diets: values.diets } : {}),
      });
    },
    async remove(ids) {
      await q.deleteDishes(db, ids);
    },
    // The venue's webhooks get the editor's kind of event: what changed, by section and dish id (ADR 080).
    async finish() {
      await q.deleteEmptySections(db, venueId);
      await queueMenuChange();
    },
  };
}
