/**
 * Places of their own for the specs that change one (fixtures.ts): the demo admin adds them through the admin API,
 * the way an admin brings a business on, and names the new account as owner.
 */
import type { ProductSlug } from '@platform/core';
import { expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { NO_KEEP_ALIVE } from './no-keep-alive.ts';

const ADMIN = { email: 'admin@demo.nl', password: 'Demo-wachtwoord-2026' };
const EVERY_DAY = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;

export interface Owner {
  email: string;
  password: string;
}
export interface OwnedShop {
  id: string;
  name: string;
  slug: string;
  plaatsSlug: string;
  owner: Owner;
  products: Array<{ id: string; naam: string }>;
}
export interface OwnedVenue {
  id: string;
  name: string;
  slug: string;
  plaatsSlug: string;
  owner: Owner;
}

function unique(): string {
  return `${test.info().workerIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * POSTs `data` to `path` as the demo admin, in a request context of its own, and answers the created row. Plans are
 * enforced on module pages (ADR 058): the admin then switches every module on for the new place, so specs use its
 * module pages as an owner on the full plan would. A spec about plans changes the place's modules itself.
 */
async function asAdmin<T extends { id: string }>(
  playwright: PlaywrightWorkerArgs['playwright'],
  path: string,
  data: object,
  kind: 'coffeeshop' | 'venue',
): Promise<T> {
  const baseURL = test.info().project.use.baseURL as string;
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, ...NO_KEEP_ALIVE } });
  try {
    const signedIn = await admin.post('/api/auth/sign-in/email', { data: ADMIN });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const created = await admin.post(path, { data });
    expect(created.status(), await created.text()).toBe(201);
    const place = (await created.json()) as T;
    for (const product of PRODUCT_SLUGS) {
      const on = await admin.put(`/api/admin/modules/${product}/${kind}/${place.id}`, { data: { enabled: true } });
      expect(on.status(), await on.text()).toBe(200);
    }
    return place;
  } finally {
    await admin.dispose();
  }
}

/** The catalogue's modules (core's PRODUCT_SLUGS; a type-only import keeps core out of the specs' runtime). */
const PRODUCT_SLUGS = [
  'menubeheer',
  'menu-import',
  'rapportages',
  'schermen',
  'personeelsplanner',
  'sociale-media',
  'contentbeheer',
  'assistenten',
  'websitebouwer',
  'koppelingen',
] as const satisfies readonly ProductSlug[];

const LELYSTAD = { postcode: '8232 JZ', plaats: 'Lelystad', latitude: 52.5185, longitude: 5.4714 };

const PRODUCTS = [
  { naam: 'Lemon Haze', category: 'flower', type: 'sativa', prijzen: { '1g': 11, '5g': 50 }, voorraad: 40, thc: 21, cbd: 0.5 },
  { naam: 'Northern Lights', category: 'flower', type: 'indica', prijzen: { '1g': 10 }, voorraad: 25, thc: 18, cbd: 1 },
  { naam: 'Marokkaanse Ketama', category: 'hash', type: 'hybrid', prijzen: { '1g': 9 }, voorraad: 30, thc: 15, cbd: 2 },
  { naam: 'Voorgedraaide Joint', category: 'preroll', type: 'hybrid', prijzen: { '1 stuk': 6 }, voorraad: 60 },
] as const;

/** A live coffeeshop in Lelystad, owned by `owner` (the page is signed in as them), with four products. */
export async function createOwnedShop(
  playwright: PlaywrightWorkerArgs['playwright'],
  page: Page,
  owner: Owner,
): Promise<OwnedShop> {
  const name = `Coffeeshop Test ${unique()}`;
  const shop = await asAdmin<{ id: string; slug: string; plaatsSlug: string }>(
    playwright,
    '/api/admin/coffeeshops',
    {
      name,
      address: 'Stationsplein 1',
      province: 'Flevoland',
      ...LELYSTAD,
      openingHours: Object.fromEntries(EVERY_DAY.map((day) => [day, [{ open: '09:00', close: '23:00' }]])),
      ownerEmail: owner.email,
    },
    'coffeeshop',
  );
  const origin = test.info().project.use.baseURL as string;
  const products: OwnedShop['products'] = [];
  for (const product of PRODUCTS) {
    const created = await page.request.post(`/api/menu/shops/${shop.id}/products`, {
      data: product,
      headers: { origin, ...NO_KEEP_ALIVE },
    });
    expect(created.status(), await created.text()).toBe(201);
    products.push((await created.json()) as { id: string; naam: string });
  }
  return { ...shop, name, owner, products };
}

/** A live venue in Lelystad that takes reservations, owned by `owner`, with the admin API's starting floor. */
export async function createOwnedVenue(playwright: PlaywrightWorkerArgs['playwright'], owner: Owner): Promise<OwnedVenue> {
  const name = `Brasserie Test ${unique()}`;
  const venue = await asAdmin<{ id: string; slug: string; plaatsSlug: string }>(
    playwright,
    '/api/admin/horeca/venues',
    {
      name,
      category: 'brasserie',
      cuisines: ['hollands'],
      priceLevel: 2,
      address: 'Agorabaan 10',
      ...LELYSTAD,
      openingHours: Object.fromEntries(EVERY_DAY.map((day) => [day, [{ open: '12:00', close: '23:00' }]])),
      reservationsEnabled: true,
      maxPartySize: 8,
      coverLimitPerSlot: 40,
      cutoffHours: 1,
      ownerEmail: owner.email,
    },
    'venue',
  );
  return { ...venue, name, owner };
}
