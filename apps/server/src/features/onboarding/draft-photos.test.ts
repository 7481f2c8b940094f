import type { ApiError, Application, PlacePhoto, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeApplications } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { png, storedImages, uploadTo } from '../place-photos/place-photos-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVENING = [{ open: '17:00', close: '23:00' }];
let kvk = 61000000;
const steps = (name: string) => [
  { step: 'business', name, kvkNumber: String(kvk++) },
  { step: 'address', street: 'Oude Vismarkt', houseNumber: '5', postcode: '8011 SG' },
  { step: 'contact', phone: '038 222 3344', email: 'info@voorbeeld.nl' },
  { step: 'hours', openingHours: { ma: [], di: EVENING, wo: EVENING, do: EVENING, vr: EVENING, za: EVENING, zo: [] } },
  { step: 'photos' },
  { step: 'venue', category: 'bistro', cuisines: ['vis'], priceLevel: 2, reservationsEnabled: false },
];
const base = '/api/onboarding/horeca/photos';
const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const save = (cookie: string, body: unknown) => t.request('/api/onboarding/horeca', { method: 'PUT', cookie, body });

async function draftPhotos(userId: string): Promise<PlacePhoto[] | undefined> {
  const [row] = await t.db.select().from(placeApplications).where(eq(placeApplications.applicantId, userId));
  return row?.draft.photos;
}

describe('photos in the onboarding wizard', () => {
  it('needs a signed-in applicant with a draft', async () => {
    expect((await uploadTo(t, base, await png())).status).toBe(401);
    expect((await t.request(`${base}/order`, { method: 'PUT', body: { ids: [] } })).status).toBe(401);
    expect((await t.request(`${base}/${crypto.randomUUID()}/alt`, { method: 'PUT', body: { alt: 'x' } })).status).toBe(401);
    expect((await t.request(`${base}/${crypto.randomUUID()}`, { method: 'DELETE' })).status).toBe(401);
    const user = await t.signUp();
    const none = await uploadTo(t, base, await png(), user.cookie);
    expect(none.status).toBe(404);
    expect(await message(none)).toBe('Begin eerst je aanmelding: vul de eerste stap in.');
    const brand = await uploadTo(t, '/api/onboarding/winkel/photos', await png(), user.cookie);
    expect(brand.status).toBe(422);
  });

  it('adds, describes, orders and removes photos of the draft; saving the step keeps them; approval hands them to the venue', async () => {
    const user = await t.signUp();
    const [business, ...rest] = steps('Bistro Fotogeniek');
    expect((await save(user.cookie, business)).status).toBe(200);
    const first = await uploadTo(t, base, await png(), user.cookie, 'De gevel');
    expect(first.status).toBe(201);
    const [a] = await readJson<PlacePhoto[]>(first);
    const [, b] = await readJson<PlacePhoto[]>(await uploadTo(t, base, await png(), user.cookie, 'De zaal'));
    const files = await storedImages(t);
    const extra = await readJson<PlacePhoto[]>(await uploadTo(t, base, await png(), user.cookie));
    expect((await t.request(`${base}/${extra[2]?.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect(await storedImages(t)).toBe(files);
    const alt = await t.request(`${base}/${b?.id}/alt`, {
      method: 'PUT',
      body: { alt: 'De zaal met open keuken' },
      cookie: user.cookie,
    });
    expect(alt.status).toBe(200);
    const ordered = await t.request(`${base}/order`, { method: 'PUT', body: { ids: [b?.id, a?.id] }, cookie: user.cookie });
    expect((await readJson<PlacePhoto[]>(ordered)).map((photo) => photo.alt)).toEqual(['De zaal met open keuken', 'De gevel']);
    for (const body of rest) expect((await save(user.cookie, body)).status).toBe(200);
    expect((await draftPhotos(user.userId))?.map((photo) => photo.id)).toEqual([b?.id, a?.id]);

    const submitted = await t.request('/api/onboarding/horeca/submit', { method: 'POST', cookie: user.cookie });
    const application = await readJson<Application>(submitted);
    const locked = await uploadTo(t, base, await png(), user.cookie);
    expect(locked.status).toBe(409);
    expect(await message(locked)).toBe('Je aanvraag wordt beoordeeld: je kunt haar nu niet wijzigen.');

    const admin = await t.userWithRole('admin');
    const decided = await t.request(`/api/admin/onboarding/${application.id}/decision`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    });
    const place = (await readJson<Application>(decided)).place;
    const venue = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${place?.plaatsSlug}/${place?.slug}`));
    expect(venue.photos.map((photo) => photo.alt)).toEqual(['De zaal met open keuken', 'De gevel']);
  });

  it('refuses a file that is not an image and an alt text that is too long, storing nothing', async () => {
    const user = await t.signUp();
    expect((await save(user.cookie, steps('Bistro Zonder Foto')[0])).status).toBe(200);
    const files = await storedImages(t);
    const text = await uploadTo(t, base, new TextEncoder().encode('geen foto'), user.cookie, 'Gevel', 'gevel.jpg');
    expect(text.status).toBe(415);
    expect(await message(text)).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
    const long = await uploadTo(t, base, await png(), user.cookie, 'x'.repeat(201));
    expect(long.status).toBe(422);
    expect(await message(long)).toBe('Maximaal 200 tekens');
    expect(await draftPhotos(user.userId)).toBeUndefined();
    expect(await storedImages(t)).toBe(files);
  });
});
