import { type ApiError, type CoffeeshopDetail, MAX_PLACE_PHOTOS, type PlacePhoto, type VenueDetail } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coffeeshops, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager, ownedPlace } from '../staff/staff-test-helpers.ts';
import { png, storedImages, uploadTo } from './place-photos-test-helpers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
let venue: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await ownedPlace(t, 'coffeeshop', 3);
  venue = await ownedPlace(t, 'venue', 3);
});
afterAll(() => t.close());

type Kind = 'coffeeshop' | 'venue';
const photosPath = (kind: Kind, id: string) => `/api/places/${kind}/${id}/photos`;
const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const upload = async (kind: Kind, id: string, cookie?: string, alt?: string) =>
  uploadTo(t, photosPath(kind, id), await png(), cookie, alt);

async function storedPhotos(kind: Kind, id: string): Promise<PlacePhoto[]> {
  const table = kind === 'coffeeshop' ? coffeeshops : venues;
  const [row] = await t.db.select({ photos: table.photos }).from(table).where(eq(table.id, id));
  return row?.photos ?? [];
}

describe('place photos × roles', () => {
  it('answers a guest 401, a stranger 403 and a manager without the details right 403, storing nothing', async () => {
    const stranger = await t.userWithRole('user');
    const menuOnly = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const [before, files] = [await storedPhotos('coffeeshop', shop.id), await storedImages(t)];
    expect((await t.request(photosPath('coffeeshop', shop.id))).status).toBe(401);
    expect((await upload('coffeeshop', shop.id)).status).toBe(401);
    const refused = await upload('coffeeshop', shop.id, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je beheert deze coffeeshop niet.');
    const venueRefused = await t.request(photosPath('venue', venue.id), { cookie: stranger.cookie });
    expect(await message(venueRefused)).toBe('Je beheert deze horecazaak niet.');
    const noRight = await upload('coffeeshop', shop.id, menuOnly.cookie);
    expect(noRight.status).toBe(403);
    expect(await message(noRight)).toBe('Je mag de gegevens van deze zaak niet wijzigen.');
    for (const [method, suffix, body] of [
      ['PUT', '/order', { ids: [] }],
      ['PUT', `/${crypto.randomUUID()}/alt`, { alt: 'x' }],
      ['DELETE', `/${crypto.randomUUID()}`, undefined],
    ] as const) {
      const path = `${photosPath('coffeeshop', shop.id)}${suffix}`;
      expect((await t.request(path, { method, body })).status).toBe(401);
      expect((await t.request(path, { method, body, cookie: stranger.cookie })).status).toBe(403);
      expect((await t.request(path, { method, body, cookie: menuOnly.cookie })).status).toBe(403);
    }
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
    expect(await storedImages(t)).toBe(files);
  });

  it('lets the owner, a manager with the details right and an admin add photos; only the admin is audited', async () => {
    const manager = await addManager(t, venue.owner, 'venue', venue.id, ['details']);
    const admin = await t.userWithRole('admin');
    const byOwner = await upload('venue', venue.id, venue.owner.cookie, 'Het terras aan het water');
    expect(byOwner.status).toBe(201);
    const [first] = await readJson<PlacePhoto[]>(byOwner);
    expect(first).toMatchObject({ alt: 'Het terras aan het water', width: 40, height: 30 });
    expect(first?.url).toBe(`/api/images/${first?.id}/card.webp`);
    expect((await upload('venue', venue.id, manager.cookie, 'De bar')).status).toBe(201);
    const byAdmin = await upload('venue', venue.id, admin.cookie);
    expect(byAdmin.status).toBe(201);
    expect((await readJson<PlacePhoto[]>(byAdmin)).map((photo) => photo.alt)).toEqual(['Het terras aan het water', 'De bar', '']);
    const listed = await readJson<PlacePhoto[]>(await t.request(photosPath('venue', venue.id), { cookie: manager.cookie }));
    expect(listed).toHaveLength(3);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, venue.id), eq(auditLog.action, 'venue.details')));
    expect(audited.map((row) => row.details)).toEqual([{ photos: 'add' }]);
    const served = await t.request(`/api/images/${first?.id}/detail.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('lets a manager with the details right and an admin describe, order and remove', async () => {
    const manager = await addManager(t, venue.owner, 'venue', venue.id, ['details', 'menu']);
    const admin = await t.userWithRole('admin');
    const base = photosPath('venue', venue.id);
    const [a, b, c] = await storedPhotos('venue', venue.id);
    const alt = await t.request(`${base}/${c?.id}/alt`, { method: 'PUT', body: { alt: 'De keuken' }, cookie: manager.cookie });
    expect(alt.status).toBe(200);
    const order = await t.request(`${base}/order`, { method: 'PUT', body: { ids: [a?.id, c?.id, b?.id] }, cookie: admin.cookie });
    expect(order.status).toBe(200);
    expect((await t.request(`${base}/${b?.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await storedPhotos('venue', venue.id)).map((photo) => photo.alt)).toEqual(['Het terras aan het water', 'De keuken']);
  });
});

describe('alt text, order and removal', () => {
  it('changes an alt text, reorders, removes one with its files, and the public page follows', async () => {
    await upload('coffeeshop', shop.id, shop.owner.cookie, 'Eerste');
    const added = await readJson<PlacePhoto[]>(await upload('coffeeshop', shop.id, shop.owner.cookie, 'Tweede'));
    const [a, b] = added as [PlacePhoto, PlacePhoto];
    const base = photosPath('coffeeshop', shop.id);
    const alt = await t.request(`${base}/${a.id}/alt`, {
      method: 'PUT',
      body: { alt: ' De toonbank ' },
      cookie: shop.owner.cookie,
    });
    expect(alt.status).toBe(200);
    expect((await readJson<PlacePhoto[]>(alt))[0]?.alt).toBe('De toonbank');
    const ordered = await t.request(`${base}/order`, { method: 'PUT', body: { ids: [b.id, a.id] }, cookie: shop.owner.cookie });
    expect((await readJson<PlacePhoto[]>(ordered)).map((photo) => photo.id)).toEqual([b.id, a.id]);

    const [row] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    const page = `/api/coffeeshops/${row?.plaatsSlug}/${row?.slug}`;
    const detail = await readJson<CoffeeshopDetail>(await t.request(page));
    expect(detail.photos.map((photo) => photo.alt)).toEqual(['Tweede', 'De toonbank']);

    const files = await storedImages(t);
    expect((await t.request(`${base}/${b.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(204);
    expect(await storedImages(t)).toBe(files - 1);
    expect((await t.request(`/api/images/${b.id}/card.webp`)).status).toBe(404);
    // The cached public page is dropped on the change.
    expect((await readJson<CoffeeshopDetail>(await t.request(page))).photos.map((photo) => photo.id)).toEqual([a.id]);
  });

  it('shows a venue’s photos with their alt text on its public page', async () => {
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    const detail = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${row?.plaatsSlug}/${row?.slug}`));
    expect(detail.photos[0]?.alt).toBe('Het terras aan het water');
  });
});

describe('bad input is refused in Dutch and stores nothing', () => {
  it('refuses a file that is not an image, whatever its name says', async () => {
    const [before, files] = [await storedPhotos('coffeeshop', shop.id), await storedImages(t)];
    const response = await uploadTo(
      t,
      photosPath('coffeeshop', shop.id),
      new TextEncoder().encode('geen foto'),
      shop.owner.cookie,
    );
    expect(response.status).toBe(415);
    expect(await message(response)).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
    expect(await storedImages(t)).toBe(files);
  });

  it('refuses a file over 10 MB', async () => {
    const [before, files] = [await storedPhotos('coffeeshop', shop.id), await storedImages(t)];
    const big = new Uint8Array(11 * 1024 * 1024);
    const response = await uploadTo(t, photosPath('coffeeshop', shop.id), big, shop.owner.cookie);
    expect(response.status).toBe(413);
    expect(await message(response)).toBe('Het bestand is te groot: maximaal 10 MB.');
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
    expect(await storedImages(t)).toBe(files);
  });

  it('refuses an alt text over 200 characters, on upload and on change', async () => {
    const [before, files] = [await storedPhotos('coffeeshop', shop.id), await storedImages(t)];
    const response = await upload('coffeeshop', shop.id, shop.owner.cookie, 'x'.repeat(201));
    expect(response.status).toBe(422);
    expect(await message(response)).toBe('Maximaal 200 tekens');
    const id = before[0]?.id ?? '';
    const changed = await t.request(`${photosPath('coffeeshop', shop.id)}/${id}/alt`, {
      method: 'PUT',
      body: { alt: 'x'.repeat(201) },
      cookie: shop.owner.cookie,
    });
    expect(changed.status).toBe(422);
    expect((await readJson<ApiError>(changed)).issues?.[0]?.message).toBe('Maximaal 200 tekens');
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
    expect(await storedImages(t)).toBe(files);
  });

  it('refuses an order that does not name every photo once, and an unknown photo', async () => {
    const before = await storedPhotos('coffeeshop', shop.id);
    const base = photosPath('coffeeshop', shop.id);
    const order = await t.request(`${base}/order`, {
      method: 'PUT',
      body: { ids: [crypto.randomUUID()] },
      cookie: shop.owner.cookie,
    });
    expect(order.status).toBe(422);
    expect(await message(order)).toBe('Noem elke foto precies één keer in de nieuwe volgorde.');
    const unknown = await t.request(`${base}/${crypto.randomUUID()}`, { method: 'DELETE', cookie: shop.owner.cookie });
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('Deze foto bestaat niet.');
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
  });

  it(`refuses a photo over ${MAX_PLACE_PHOTOS}`, async () => {
    const filler = Array.from({ length: MAX_PLACE_PHOTOS - 1 }, (_, index) => ({
      id: crypto.randomUUID(),
      url: `https://voorbeeld.nl/foto-${index}.jpg`,
      width: null,
      height: null,
      alt: '',
    }));
    const current = await storedPhotos('coffeeshop', shop.id);
    await t.db
      .update(coffeeshops)
      .set({ photos: [...current, ...filler].slice(0, MAX_PLACE_PHOTOS) })
      .where(eq(coffeeshops.id, shop.id));
    const [before, files] = [await storedPhotos('coffeeshop', shop.id), await storedImages(t)];
    const response = await upload('coffeeshop', shop.id, shop.owner.cookie);
    expect(response.status).toBe(409);
    expect(await message(response)).toBe("Je kunt maximaal 12 foto's toevoegen. Verwijder er eerst een.");
    expect(await storedPhotos('coffeeshop', shop.id)).toEqual(before);
    expect(await storedImages(t)).toBe(files);
  });

  it('keeps the files of a carried-over URL when its photo is removed', async () => {
    const photos = await storedPhotos('coffeeshop', shop.id);
    const external = photos.find((photo) => photo.url.startsWith('https://'));
    const response = await t.request(`${photosPath('coffeeshop', shop.id)}/${external?.id}`, {
      method: 'DELETE',
      cookie: shop.owner.cookie,
    });
    expect(response.status).toBe(204);
    expect(await storedPhotos('coffeeshop', shop.id)).toHaveLength(photos.length - 1);
  });
});
