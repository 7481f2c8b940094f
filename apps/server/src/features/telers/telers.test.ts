import type { ApiError, TelerAdmin, TelerPublic } from '@platform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COUNTS } from '../../db/seed/factories.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public teler pages', () => {
  it('lists the ten telers, and per place', async () => {
    const all = await readJson<TelerPublic[]>(await t.request('/api/telers'));
    expect(all).toHaveLength(SEED_COUNTS.telers);
    const haarlem = await readJson<TelerPublic[]>(await t.request('/api/telers?plaats=haarlem'));
    expect(haarlem.map((teler) => teler.naam)).toEqual(['Duinzicht Growers']);
  });

  it('shows only facts for designated growers, who may not advertise', async () => {
    const designated = await readJson<TelerPublic>(await t.request('/api/telers/polderbloem'));
    expect(designated).toMatchObject({ designatedGrower: true, beschrijving: null, specialiteiten: [], website: null });
    expect(designated.licensieNummer).toMatch(/^WE-/);
    const tolerated = await readJson<TelerPublic>(await t.request('/api/telers/duinzicht-growers'));
    expect(tolerated.designatedGrower).toBe(false);
    expect(tolerated.beschrijving).toContain('Duinzicht Growers');
  });

  it('answers an unknown teler with 404 and a bad slug with 422', async () => {
    const missing = await t.request('/api/telers/bestaat-niet');
    expect(missing.status).toBe(404);
    expect((await readJson<ApiError>(missing)).message).toBe('Deze teler bestaat niet (meer).');
    expect((await t.request('/api/telers/Hoofd%20Letters')).status).toBe(422);
  });
});

describe('grower manager (admins)', () => {
  const grower = {
    naam: 'Kempen Kweek',
    plaats: 'Eindhoven',
    provincie: 'Noord-Brabant',
    kvkNummer: '12345678',
    designatedGrower: true,
  };

  it('refuses users and anonymous visitors', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/admin/telers')).status).toBe(401);
    expect((await t.request('/api/admin/telers', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/telers', { body: grower, cookie: user.cookie })).status).toBe(403);
  });

  it('adds and updates a grower; the public page follows the designated rule', async () => {
    const admin = await t.userWithRole('admin');
    const created = await t.request('/api/admin/telers', {
      body: { ...grower, beschrijving: 'Indoor teelt.' },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const row = await readJson<{ id: string; slug: string }>(created);
    expect(row.slug).toBe('kempen-kweek');
    expect((await readJson<TelerPublic>(await t.request('/api/telers/kempen-kweek'))).beschrijving).toBeNull();
    const updated = await t.request(`/api/admin/telers/${row.id}`, {
      method: 'PUT',
      body: { ...grower, designatedGrower: false, beschrijving: 'Indoor teelt.' },
      cookie: admin.cookie,
    });
    expect(updated.status).toBe(200);
    expect((await readJson<TelerPublic>(await t.request('/api/telers/kempen-kweek'))).beschrijving).toBe('Indoor teelt.');
    const duplicate = await t.request('/api/admin/telers', { body: grower, cookie: admin.cookie });
    expect(duplicate.status).toBe(409);
  });

  it.each([
    [{ kvkNummer: '1234' }, 'Een KvK-nummer heeft 8 cijfers'],
    [{ contactEmail: 'geen-mail' }, 'Vul een geldig e-mailadres in'],
    [{ naam: '' }, 'Naam is verplicht'],
    [{ postcode: '12345' }, 'Vul een postcode in als 1234 AB'],
    [{ provincie: 'Brabant' }, 'Kies een provincie uit de lijst'],
    [{ website: 'www.kweek.nl' }, 'Vul een volledig webadres in, beginnend met https:// of http://'],
    [{ instagram: 'javascript:alert(1)' }, 'Vul een volledig webadres in, beginnend met https:// of http://'],
    [{ whatsappNummer: '12345' }, 'Vul een Nederlands telefoonnummer in, bijvoorbeeld 06 12345678 of +31 6 12345678'],
    [{ latitude: 52.1 }, 'Vul breedte- en lengtegraad allebei in, of geen van beide'],
    [{ latitude: 48.8, longitude: 2.3 }, 'Breedtegraad ligt niet in Nederland (50,7 tot 53,7)'],
    [{ heroImage: 'ftp://x.nl/a.jpg' }, 'Upload een afbeelding of vul een volledig webadres in, beginnend met https://'],
    [{ metaTitle: 'x'.repeat(61) }, 'Een SEO-titel mag maximaal 60 tekens hebben'],
  ])('refuses %o in Dutch and writes nothing', async (override, message) => {
    const admin = await t.userWithRole('admin');
    const before = (await readJson<unknown[]>(await t.request('/api/admin/telers', { cookie: admin.cookie }))).length;
    const response = await t.request('/api/admin/telers', {
      body: { ...grower, naam: 'Nieuwe Teler', ...override },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    expect((await readJson<unknown[]>(await t.request('/api/admin/telers', { cookie: admin.cookie }))).length).toBe(before);
  });

  it('keeps every teler field of spec section 3: address, coordinates, KvK, socials, WhatsApp, hours, images, SEO, compliance', async () => {
    const admin = await t.userWithRole('admin');
    const full = {
      naam: 'Volledige Kweek',
      logoUrl: 'https://volledigekweek.nl/logo.png',
      beschrijving: 'Teelt onder glas.',
      omschrijving: 'Kas in het Westland.',
      specialiteiten: ['kas'],
      locatie: 'Glastuinbouwgebied',
      adres: 'Kasweg 12',
      postcode: '2671ab',
      plaats: 'Naaldwijk',
      provincie: 'Zuid-Holland',
      latitude: 51.99,
      longitude: 4.21,
      licensieNummer: 'WE-2026-200',
      kvkNummer: '87654321',
      contactEmail: 'info@volledigekweek.nl',
      contactTelefoon: '0174 123456',
      whatsappNummer: '+31 6 12345678',
      website: 'https://volledigekweek.nl',
      instagram: 'https://instagram.com/volledigekweek',
      facebook: 'https://facebook.com/volledigekweek',
      linkedin: 'https://linkedin.com/company/volledigekweek',
      twitter: 'https://x.com/volledigekweek',
      youtube: 'https://youtube.com/@volledigekweek',
      tiktok: 'https://tiktok.com/@volledigekweek',
      openingstijden: 'Bezoek op afspraak, ma–vr 9:00–17:00',
      bereikbaarheidInfo: 'Bus 31, halte Kasweg',
      heroImage: '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e/hero.webp',
      gallerijImages: ['https://volledigekweek.nl/kas.jpg'],
      metaTitle: 'Volledige Kweek in Naaldwijk',
      metaDescription: 'Gereguleerde teelt onder glas.',
      seoKeywords: ['teler', 'westland'],
      complianceNotes: 'Lab-certificaten tot 2027.',
    };
    const created = await t.request('/api/admin/telers', { body: full, cookie: admin.cookie });
    expect(created.status).toBe(201);
    const expected = { ...full, postcode: '2671 AB' };
    expect(await readJson<TelerAdmin>(created)).toMatchObject(expected);
    const listed = (await readJson<TelerAdmin[]>(await t.request('/api/admin/telers', { cookie: admin.cookie }))).find(
      (item) => item.naam === 'Volledige Kweek',
    );
    expect(listed).toMatchObject(expected);
    // Emptying a field stores null.
    const cleared = await t.request(`/api/admin/telers/${listed?.id}`, {
      method: 'PUT',
      body: { ...full, instagram: '', latitude: null, longitude: null },
      cookie: admin.cookie,
    });
    expect(await readJson<TelerAdmin>(cleared)).toMatchObject({
      instagram: null,
      latitude: null,
      longitude: null,
      adres: 'Kasweg 12',
    });
  });

  it('lets only admins upload a grower image', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const upload = (cookie?: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
      return t.app.request('/api/admin/images', {
        method: 'POST',
        body: form,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
    };
    expect((await upload()).status).toBe(401);
    expect((await upload((await t.signUp()).cookie)).status).toBe(403);
    const admin = await t.userWithRole('admin');
    const response = await upload(admin.cookie);
    expect(response.status).toBe(201);
    expect((await readJson<{ url: string }>(response)).url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/card\.webp$/);
  });
});
