import { randomUUID } from 'node:crypto';
import type { ApiError, Favorite } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, favorites, products, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: typeof coffeeshops.$inferSelect;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [shop] = (await t.db.select().from(coffeeshops).where(eq(coffeeshops.plaatsSlug, 'utrecht')).limit(1)) as [typeof shop];
  [product] = (await t.db.select().from(products).where(eq(products.coffeeshopId, shop.id)).limit(1)) as [typeof product];
});
afterAll(() => t.close());

const save = (cookie: string | undefined, body: unknown) => t.request('/api/favorites', { cookie, body });
const list = async (cookie: string) => readJson<Favorite[]>(await t.request('/api/favorites', { cookie }));
const setVisibility = (menuVisibility: 'in_store' | 'verified' | 'public') =>
  t.db.update(coffeeshops).set({ menuVisibility }).where(eq(coffeeshops.id, shop.id));

describe('favorites', () => {
  it('saves a coffeeshop once, lists it with a link, and removes it', async () => {
    const user = await t.signUp();
    const saved = await save(user.cookie, { kind: 'coffeeshop', targetId: shop.id });
    expect(saved.status).toBe(201);
    expect(await readJson<Favorite>(saved)).toMatchObject({
      kind: 'coffeeshop',
      title: shop.name,
      subtitle: shop.plaats,
      href: `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`,
    });
    expect((await save(user.cookie, { kind: 'coffeeshop', targetId: shop.id })).status).toBe(201);
    expect(await list(user.cookie)).toHaveLength(1);
    const removed = await t.request('/api/favorites/remove', {
      cookie: user.cookie,
      body: { kind: 'coffeeshop', targetId: shop.id },
    });
    expect(removed.status).toBe(204);
    expect(await list(user.cookie)).toEqual([]);
  });

  it('saves a horeca venue with a link to its page', async () => {
    const user = await t.signUp();
    const [venue] = await t.db.select().from(venues).where(eq(venues.plaatsSlug, 'leiden')).limit(1);
    if (!venue) throw new Error('the seed has venues in Leiden');
    const saved = await save(user.cookie, { kind: 'venue', targetId: venue.id });
    expect(saved.status).toBe(201);
    expect(await list(user.cookie)).toEqual([
      expect.objectContaining({ kind: 'venue', title: venue.name, subtitle: 'Leiden', href: `/horeca/leiden/${venue.slug}` }),
    ]);
  });

  it('keeps each user’s favourites to themselves', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await save(owner.cookie, { kind: 'coffeeshop', targetId: shop.id });
    expect(await list(other.cookie)).toEqual([]);
    // Removing "someone else's" favourite only ever touches your own rows.
    await t.request('/api/favorites/remove', { cookie: other.cookie, body: { kind: 'coffeeshop', targetId: shop.id } });
    expect(await list(owner.cookie)).toHaveLength(1);
  });

  it('saves a product only while its menu is visible online to this user', async () => {
    const user = await t.signUp();
    const verified = await t.userWithRole('user', { verified: true });
    await setVisibility('in_store');
    const hidden = await save(user.cookie, { kind: 'product', targetId: product.id });
    expect(hidden.status).toBe(404);
    expect((await readJson<ApiError>(hidden)).message).toBe('Dit item bestaat niet of je kunt het niet bekijken.');

    await setVisibility('verified');
    expect((await save(user.cookie, { kind: 'product', targetId: product.id })).status).toBe(404);
    expect((await save(verified.cookie, { kind: 'product', targetId: product.id })).status).toBe(201);
    expect((await list(verified.cookie)).map((item) => item.title)).toEqual([product.naam]);

    // The shop later hides its menu: the saved product drops out of the list.
    await setVisibility('in_store');
    expect(await list(verified.cookie)).toEqual([]);
    await setVisibility('public');
    expect(await list(verified.cookie)).toHaveLength(1);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, user.userId))).toEqual([]);
  });

  it('refuses unknown items, venues and bad input, storing nothing', async () => {
    const user = await t.signUp();
    const unknown = await save(user.cookie, { kind: 'coffeeshop', targetId: randomUUID() });
    expect(unknown.status).toBe(404);
    const venue = await save(user.cookie, { kind: 'venue', targetId: randomUUID() });
    expect(venue.status).toBe(404);
    expect((await readJson<ApiError>(venue)).message).toBe('Dit item bestaat niet of je kunt het niet bekijken.');
    const kind = await save(user.cookie, { kind: 'boek', targetId: shop.id });
    expect(kind.status).toBe(422);
    expect((await readJson<ApiError>(kind)).issues?.[0]?.message).toBe('Kies coffeeshop, product of horecazaak');
    const id = await save(user.cookie, { kind: 'coffeeshop', targetId: 'abc' });
    expect((await readJson<ApiError>(id)).issues?.[0]?.message).toBe('Onbekend item');
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, user.userId))).toEqual([]);
  });

  it('needs a session, and the demo account can read but not save', async () => {
    expect((await t.request('/api/favorites')).status).toBe(401);
    expect((await save(undefined, { kind: 'coffeeshop', targetId: shop.id })).status).toBe(401);
    expect((await t.request('/api/favorites/remove', { body: { kind: 'coffeeshop', targetId: shop.id } })).status).toBe(401);
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/favorites', { cookie: demo.cookie })).status).toBe(200);
    expect((await save(demo.cookie, { kind: 'coffeeshop', targetId: shop.id })).status).toBe(403);
  });
});
