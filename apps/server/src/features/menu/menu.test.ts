// Long file: the menu editor's cases (create, edit, prices, stock, visibility) share one owned shop.
import type { ApiError, CsvImportResult, ManagedProduct, ManagedShop, ProductPage } from '@platform/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, products, telers } from '../../db/schema/index.ts';
import { insertProduct, SEED_COUNTS } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shopId: string;
let otherShopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  const [first, second] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).orderBy(coffeeshops.name).limit(2);
  shopId = first?.id ?? '';
  otherShopId = second?.id ?? '';
  owner = await t.signUp();
  stranger = await t.signUp();
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shopId));
});
afterAll(() => t.close());

const base = () => `/api/menu/shops/${shopId}`;
async function productCount(id = shopId) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.coffeeshopId, id));
  return row?.n ?? 0;
}

describe('who may manage a menu', () => {
  it('lists the shops a user manages', async () => {
    const mine = await readJson<ManagedShop[]>(await t.request('/api/menu/shops', { cookie: owner.cookie }));
    expect(mine.map((shop) => [shop.id, shop.role])).toEqual([[shopId, 'owner']]);
    expect(await readJson<ManagedShop[]>(await t.request('/api/menu/shops', { cookie: stranger.cookie }))).toEqual([]);
    const admin = await t.userWithRole('admin');
    expect((await readJson<ManagedShop[]>(await t.request('/api/menu/shops', { cookie: admin.cookie }))).length).toBe(
      SEED_COUNTS.shops,
    );
  });

  it.each([
    ['anonymous', undefined, 401],
    ['another user', 'stranger', 403],
  ] as const)('refuses %s on every menu route', async (_label, who, status) => {
    const cookie = who === 'stranger' ? stranger.cookie : undefined;
    expect((await t.request(`${base()}/products`, { cookie })).status).toBe(status);
    expect(
      (await t.request(`${base()}/products`, { cookie, body: { naam: 'X', prijzen: { '1g': 10 }, voorraad: 1 } })).status,
    ).toBe(status);
    expect((await t.request(`${base()}/bulk-price`, { cookie, body: { percent: 10 } })).status).toBe(status);
    expect((await t.request(`${base()}/products.csv`, { cookie })).status).toBe(status);
    expect((await t.request(`${base()}/import`, { cookie, body: { csv: 'naam', dryRun: true } })).status).toBe(status);
  });

  it('keeps an owner out of another shop (403) and answers unknown shops with 404', async () => {
    expect((await t.request(`/api/menu/shops/${otherShopId}/products`, { cookie: owner.cookie })).status).toBe(403);
    expect(
      (await t.request('/api/menu/shops/00000000-0000-4000-8000-000000000000/products', { cookie: owner.cookie })).status,
    ).toBe(404);
  });
});

describe('the product table', () => {
  it('pages by 25 with a total, filters and sorts', async () => {
    const page = await readJson<ProductPage>(await t.request(`${base()}/products`, { cookie: owner.cookie }));
    expect(page.pageSize).toBe(25);
    expect(page.items.length).toBe(Math.min(25, page.total));
    expect(page.total).toBe(await productCount());
    const hash = await readJson<ProductPage>(await t.request(`${base()}/products?category=hash`, { cookie: owner.cookie }));
    expect(hash.items.every((item) => item.category === 'hash')).toBe(true);
    const low = await readJson<ProductPage>(await t.request(`${base()}/products?status=low`, { cookie: owner.cookie }));
    expect(low.items.every((item) => item.voorraad < 10 && item.lowStock)).toBe(true);
    const byPrice = await readJson<ProductPage>(
      await t.request(`${base()}/products?sort=price&dir=desc&pageSize=100`, { cookie: owner.cookie }),
    );
    const prices = byPrice.items.map((item) => item.displayPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await t.request(`${base()}/products?sort=kleur`, { cookie: owner.cookie })).status).toBe(422);
  });

  it('adds a product with the spec defaults', async () => {
    const response = await t.request(`${base()}/products`, {
      cookie: owner.cookie,
      body: { naam: 'Huismerk Haze', prijzen: { '1g': 12.5, '5g': 57.5 }, voorraad: 20, thc: 19.5 },
    });
    expect(response.status).toBe(201);
    expect(await readJson<ManagedProduct>(response)).toMatchObject({
      category: 'flower',
      type: 'hybrid',
      actief: true,
      displayPrice: 12.5,
    });
  });

  it.each([
    ['a negative price', { prijzen: { '1g': -1 } }, 'Prijs moet groter dan 0 zijn'],
    ['THC above 45', { thc: 46 }, 'THC mag maximaal 45% zijn'],
    ['an unknown category', { category: 'paddo' }, 'Kies een categorie: bloem, hasj, preroll of edible'],
    ['an unknown teler', { telerId: '00000000-0000-4000-8000-000000000000' }, 'Kies een teler uit de lijst'],
  ])('refuses %s with a Dutch 422 and writes nothing', async (_label, override, message) => {
    const before = await productCount();
    const response = await t.request(`${base()}/products`, {
      cookie: owner.cookie,
      body: { naam: 'Fout', prijzen: { '1g': 10 }, voorraad: 1, ...override },
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('edits stock inline and toggles actief; refuses another shop’s product', async () => {
    const [item] = (await readJson<ProductPage>(await t.request(`${base()}/products`, { cookie: owner.cookie }))).items;
    const stock = await t.request(`${base()}/products/${item?.id}`, {
      method: 'PATCH',
      body: { voorraad: 3 },
      cookie: owner.cookie,
    });
    expect(await readJson<ManagedProduct>(stock)).toMatchObject({ voorraad: 3, lowStock: true });
    const off = await t.request(`${base()}/products/${item?.id}`, {
      method: 'PATCH',
      body: { actief: false },
      cookie: owner.cookie,
    });
    expect((await readJson<ManagedProduct>(off)).actief).toBe(false);
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.coffeeshopId, otherShopId))
      .limit(1);
    expect(
      (await t.request(`${base()}/products/${foreign?.id}`, { method: 'PATCH', body: { voorraad: 1 }, cookie: owner.cookie }))
        .status,
    ).toBe(404);
    const bad = await t.request(`${base()}/products/${item?.id}`, {
      method: 'PATCH',
      body: { voorraad: -5 },
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(422);
  });

  it('changes only the fields an inline edit sends (PATCH): type, THC, CBD, teler and photo stay', async () => {
    const [teler] = await t.db.select({ id: telers.id }).from(telers).limit(1);
    const row = await insertProduct(t.db, {
      coffeeshopId: shopId,
      naam: 'Northern Lights',
      prijzen: { '1g': 11 },
      voorraad: 40,
      type: 'indica',
      thc: 25.2,
      cbd: 0.7,
      telerId: teler?.id ?? null,
      foto: '/api/images/00000000-0000-4000-8000-000000000001/card.webp',
    });
    const url = `${base()}/products/${row?.id}`;
    const kept = { type: 'indica', thc: 25.2, cbd: 0.7, telerId: teler?.id, foto: row?.foto, naam: 'Northern Lights' };
    const off = await t.request(url, { method: 'PATCH', body: { actief: false }, cookie: owner.cookie });
    expect(await readJson<ManagedProduct>(off)).toMatchObject({ ...kept, actief: false, voorraad: 40 });
    const stock = await t.request(url, { method: 'PATCH', body: { voorraad: 7 }, cookie: owner.cookie });
    expect(await readJson<ManagedProduct>(stock)).toMatchObject({ ...kept, actief: false, voorraad: 7 });
    const [stored] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, row?.id ?? ''));
    expect(stored).toMatchObject({ ...kept, category: 'flower', actief: false, voorraad: 7 });
    // An explicit null still clears a field.
    const cleared = await t.request(url, { method: 'PATCH', body: { cbd: null }, cookie: owner.cookie });
    expect(await readJson<ManagedProduct>(cleared)).toMatchObject({ thc: 25.2, cbd: null, type: 'indica' });
  });

  it('warns when flower and hash stock passes 500 g', async () => {
    await t.db.update(products).set({ voorraad: 5 }).where(eq(products.coffeeshopId, shopId));
    expect((await readJson<ProductPage>(await t.request(`${base()}/products`, { cookie: owner.cookie }))).stock.overLimit).toBe(
      false,
    );
    await t.request(`${base()}/products`, {
      cookie: owner.cookie,
      body: { naam: 'Grote voorraad', prijzen: { '1g': 10 }, voorraad: 600 },
    });
    const page = await readJson<ProductPage>(await t.request(`${base()}/products`, { cookie: owner.cookie }));
    expect(page.stock.overLimit).toBe(true);
    expect(page.stock.grams).toBeGreaterThan(500);
  });

  it('changes all prices of a category by a percentage', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.coffeeshopId, shopId)).limit(1);
    const response = await t.request(`${base()}/bulk-price`, { cookie: owner.cookie, body: { percent: 10 } });
    expect((await readJson<{ updated: number }>(response)).updated).toBe(await productCount());
    const [after] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, before?.id ?? ''));
    const size = Object.keys(before?.prijzen ?? {})[0] as string;
    expect(after?.prijzen[size]).toBeCloseTo(Math.round(((before?.prijzen[size] ?? 0) * 1.1) / 0.05) * 0.05, 2);
    expect((await t.request(`${base()}/bulk-price`, { cookie: owner.cookie, body: { percent: 500 } })).status).toBe(422);
  });
});

describe('CSV export and import', () => {
  it('exports the menu with a header row', async () => {
    const response = await t.request(`${base()}/products.csv`, { cookie: owner.cookie });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\n')[0]
        ?.trim(),
    ).toBe('naam;category;type;prijzen;voorraad;thc;cbd;actief');
    expect(text.split('\n').length - 1).toBe(await productCount());
  });

  it('reports a bad row with its line, imports nothing, and imports everything once fixed', async () => {
    const before = await productCount();
    const bad = [
      'naam;category;type;prijzen;voorraad;thc;cbd;actief',
      'Nieuw A;flower;sativa;1g=11,50;12;20;;ja',
      'Nieuw B;hash;;1g=-3;5;;;ja',
    ].join('\n');
    const preview = await readJson<CsvImportResult>(
      await t.request(`${base()}/import`, { cookie: owner.cookie, body: { csv: bad, dryRun: false } }),
    );
    expect(preview.valid).toBe(false);
    expect(preview.imported).toBe(0);
    expect(preview.rows).toEqual([
      { line: 2, naam: 'Nieuw A', ok: true, errors: [], action: 'create' },
      { line: 3, naam: 'Nieuw B', ok: false, errors: ['prijzen: Prijs moet groter dan 0 zijn'], action: null },
    ]);
    expect(await productCount()).toBe(before);

    const fixed = bad.replace('1g=-3', '1g=13');
    const dry = await readJson<CsvImportResult>(
      await t.request(`${base()}/import`, { cookie: owner.cookie, body: { csv: fixed, dryRun: true } }),
    );
    expect(dry).toMatchObject({ valid: true, imported: 0 });
    expect(await productCount()).toBe(before);
    const done = await readJson<CsvImportResult>(
      await t.request(`${base()}/import`, { cookie: owner.cookie, body: { csv: fixed, dryRun: false } }),
    );
    expect(done.imported).toBe(2);
    expect(await productCount()).toBe(before + 2);
  });

  it('refuses a file without the required columns', async () => {
    const response = await t.request(`${base()}/import`, {
      cookie: owner.cookie,
      body: { csv: 'naam,prijs\nA,10', dryRun: true },
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).message).toBe('Kolommen ontbreken: category, type, prijzen, voorraad, actief');
  });
});
