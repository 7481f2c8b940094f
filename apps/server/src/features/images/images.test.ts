import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ApiError, type CoffeeshopDetail, type ManagedProduct, photoUrl, type ScreenFeed } from '@platform/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shopId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  const [shop] = await t.db.select({ id: coffeeshops.id }).from(coffeeshops).limit(1);
  shopId = shop?.id ?? '';
  owner = await t.signUp();
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shopId));
});
afterAll(() => t.close());

function upload(body: Uint8Array, name: string, type: string, cookie?: string) {
  const form = new FormData();
  form.append('file', new File([body], name, { type }));
  return t.app.request(`/api/menu/shops/${shopId}/images`, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

async function storedImages(): Promise<number> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'images')).then(
    (entries) => entries.length,
    () => 0,
  );
}

describe('product images', () => {
  it('stores an upload as WebP in every preset and serves them with a long cache', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const response = await upload(new Uint8Array(png), 'foto.png', 'image/png', owner.cookie);
    expect(response.status).toBe(201);
    const { url, id } = await readJson<{ id: string; url: string }>(response);
    expect(url).toBe(`/api/images/${id}/card.webp`);
    const card = await t.request(url);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 500]);
    const thumbnail = await sharp(
      Buffer.from(await (await t.request(`/api/images/${id}/thumbnail.webp`)).arrayBuffer()),
    ).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([80, 80]);
    expect((await t.request(`/api/images/${id}/groot.webp`)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says, and stores nothing', async () => {
    const before = await storedImages();
    const response = await upload(new TextEncoder().encode('geen plaatje'), 'foto.png', 'image/png', owner.cookie);
    expect(response.status).toBe(415);
    expect((await readJson<ApiError>(response)).message).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
    expect(await storedImages()).toBe(before);
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const before = await storedImages();
    const response = await upload(new Uint8Array(11 * 1024 * 1024), 'groot.jpg', 'image/jpeg', owner.cookie);
    expect(response.status).toBe(413);
    expect((await readJson<ApiError>(response)).message).toBe('Het bestand is te groot: maximaal 10 MB.');
    expect(await storedImages()).toBe(before);
  });

  it('lets only the shop’s managers upload', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(new Uint8Array(png), 'a.png', 'image/png')).status).toBe(401);
    const stranger = await t.signUp();
    expect((await upload(new Uint8Array(png), 'a.png', 'image/png', stranger.cookie)).status).toBe(403);
  });
});

describe('product photos reach customers', () => {
  it('shows an uploaded photo on the shop page, the in-shop screen and the management list, each preset served', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#34d399' } })
      .png()
      .toBuffer();
    const { url } = await readJson<{ url: string }>(await upload(new Uint8Array(png), 'nl.png', 'image/png', owner.cookie));
    const created = await t.request(`/api/menu/shops/${shopId}/products`, {
      cookie: owner.cookie,
      body: { naam: 'Fotogenieke Haze', prijzen: { '1g': 12 }, voorraad: 30, foto: url },
    });
    expect(created.status).toBe(201);
    const product = await readJson<ManagedProduct>(created);
    expect(product.foto).toBe(url);

    // The public shop page (menu made public for this test).
    await t.db.update(coffeeshops).set({ menuVisibility: 'public' }).where(eq(coffeeshops.id, shopId));
    const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, shopId));
    const detail = await readJson<CoffeeshopDetail>(await t.request(`/api/coffeeshops/${shop?.plaatsSlug}/${shop?.slug}`));
    expect(detail.menu?.find((item) => item.id === product.id)?.foto).toBe(url);

    // The in-shop screen.
    const screen = await readJson<{ token: string }>(
      await t.request(`/api/menu/shops/${shopId}/screens`, { body: { name: 'Foto-scherm' }, cookie: owner.cookie }),
    );
    const feed = await readJson<ScreenFeed>(await t.request(`/api/screens/${screen.token}/feed`));
    expect(feed.products.find((item) => item.id === product.id)?.foto).toBe(url);

    // Every preset the pages ask for exists, at its size.
    for (const preset of ['thumbnail', 'card', 'detail'] as const) {
      const image = await t.request(photoUrl(url, preset));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    const thumbnail = await sharp(Buffer.from(await (await t.request(photoUrl(url, 'thumbnail'))).arrayBuffer())).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([80, 80]);
  });
});
