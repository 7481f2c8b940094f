import type { ApiError, CoffeeshopDetail, CoffeeshopNews, NewsPost } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopNews } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories/shops.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const news = (id: string) => `/api/coffeeshops/manage/${id}/news`;
const post = {
  title: 'Aangepaste openingstijden met kerst',
  body: 'Op eerste en tweede kerstdag zijn we open van 12:00 tot 18:00. Fijne feestdagen!',
};

async function ownedShop() {
  const owner = await t.signUp();
  const shop = await insertShop(t.db, { ownerId: owner.userId });
  return { owner, shop };
}

async function newsCount() {
  return (await t.db.select({ id: coffeeshopNews.id }).from(coffeeshopNews)).length;
}

describe('a coffeeshop’s news', () => {
  it('is published by its owner once it passes the compliance check, shown on the shop page, and removed again', async () => {
    const { owner, shop } = await ownedShop();
    const created = await t.request(news(shop.id), { cookie: owner.cookie, body: post });
    expect(created.status).toBe(201);
    const saved = await readJson<NewsPost>(created);
    expect(saved).toMatchObject({ slug: 'aangepaste-openingstijden-met-kerst', title: post.title });
    const again = await readJson<NewsPost>(await t.request(news(shop.id), { cookie: owner.cookie, body: post }));
    expect(again.slug).toBe('aangepaste-openingstijden-met-kerst-2');

    const page = await readJson<CoffeeshopDetail>(await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`));
    expect(page.news.map((item) => item.slug)).toContain(saved.slug);
    const article = await readJson<CoffeeshopNews>(
      await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}/nieuws/${saved.slug}`),
    );
    expect(article.body).toBe(post.body);

    const listed = await readJson<NewsPost[]>(await t.request(news(shop.id), { cookie: owner.cookie }));
    expect(listed.map((item) => item.id).sort()).toEqual([saved.id, again.id].sort());
    const removed = await t.request(`${news(shop.id)}/${saved.id}/remove`, { cookie: owner.cookie, body: {} });
    expect(removed.status).toBe(200);
    expect((await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}/nieuws/${saved.slug}`)).status).toBe(404);
  });

  it('refuses a post that promotes cannabis, in Dutch, storing nothing', async () => {
    const { owner, shop } = await ownedShop();
    const before = await newsCount();
    const promo = await t.request(news(shop.id), {
      cookie: owner.cookie,
      body: { title: 'Actie: 2 gram gratis!', body: 'Deze week 50% korting op alle wiet, de goedkoopste van de stad. Kom snel!' },
    });
    expect(promo.status).toBe(422);
    expect((await readJson<ApiError>(promo)).issues).toEqual([
      { path: ['body'], message: 'Verbeter compliance score tot minimaal 70% om in te dienen' },
    ]);
    const short = await t.request(news(shop.id), { cookie: owner.cookie, body: { title: ' ', body: 'Kort.' } });
    expect((await readJson<ApiError>(short)).issues?.map((issue) => issue.message)).toEqual([
      'Titel is verplicht',
      'Schrijf minimaal 20 tekens',
    ]);
    expect(await newsCount()).toBe(before);
  });

  it('is for the shop’s owner, managers and admins only; another shop’s post cannot be removed', async () => {
    const { owner, shop } = await ownedShop();
    const other = await ownedShop();
    const demo = await t.userWithRole('demo');
    const admin = await t.userWithRole('admin');
    expect((await t.request(news(shop.id))).status).toBe(401);
    expect((await t.request(news(shop.id), { body: post })).status).toBe(401);
    expect((await t.request(news(shop.id), { cookie: other.owner.cookie, body: post })).status).toBe(403);
    expect((await t.request(news(shop.id), { cookie: demo.cookie, body: post })).status).toBe(403);
    expect((await t.request(news(shop.id), { cookie: admin.cookie, body: post })).status).toBe(201);
    const theirs = await readJson<NewsPost>(await t.request(news(other.shop.id), { cookie: other.owner.cookie, body: post }));
    const crossed = await t.request(`${news(shop.id)}/${theirs.id}/remove`, { cookie: owner.cookie, body: {} });
    expect(crossed.status).toBe(404);
    expect((await t.request(`${news(shop.id)}/geen-id/remove`, { cookie: owner.cookie, body: {} })).status).toBe(404);
    expect((await readJson<NewsPost[]>(await t.request(news(other.shop.id), { cookie: other.owner.cookie }))).length).toBe(1);
  });
});
