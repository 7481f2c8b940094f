// Long file: every route of the menu import with its roles, sources and bad inputs, on real fixture files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiError, JobState, MenuApplyResult, MenuDiff, MenuImportHistory, ParsedItem, ParseResult } from '@platform/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, menuImportJobs, menuImports, menuSections, products } from '../../db/schema/index.ts';
import { insertProduct, insertShop, insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { UNSUPPORTED_FILE } from './extract/detect.ts';
import { NO_TEXT_FOUND } from './extract/extract.ts';
import { stopOcr } from './extract/ocr.ts';
import { ENCRYPTED_PDF, TOO_MANY_PAGES } from './extract/pdf.ts';
import { TOO_MANY_IMPORTS } from './import-limit.ts';
import { JOB_NOT_FOUND, menuImportJobsIdle } from './jobs.service.ts';
import { STALE_DIFF } from './menu-import.service.ts';
import { purgeMenuImportFiles } from './retention.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let shop: Awaited<ReturnType<typeof insertShop>>;
let venue: Awaited<ReturnType<typeof insertVenue>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  shop = await insertShop(t.db, { ownerId: owner.userId });
  venue = await insertVenue(t.db, { ownerId: owner.userId });
});
afterAll(async () => {
  await menuImportJobsIdle();
  await stopOcr();
  await t.close();
});

function upload(pathname: string, file: Buffer, name: string, fields: Record<string, string>, cookie?: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file)], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.app.request(pathname, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

const parseFile = async (name: string, kind: 'coffeeshop' | 'horeca', cookie = owner.cookie) =>
  upload('/api/menu-import/parse', await fixture(name), path.basename(name), { kind }, cookie);

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await readJson<ApiError>(response)).message).toBe(message);
}

const names = (result: ParseResult) => result.items.map((item) => item.name);

async function waitForJob(jobId: string, cookie?: string): Promise<JobState> {
  await menuImportJobsIdle();
  return readJson<JobState>(await t.request(`/api/menu-import/jobs/${jobId}`, { cookie }));
}

describe('POST /api/menu-import/parse', () => {
  it('reads pasted text without an account and saves nothing', async () => {
    const before = await t.db.select().from(menuImportJobs);
    const response = await t.request('/api/menu-import/parse', {
      body: { kind: 'coffeeshop', text: 'WIET\nAmnesia Haze THC 20%  0,5g 6,- | 1g 11,- | 5g 50,-\nHASJ\nKetama 1g € 9,50' },
    });
    expect(response.status).toBe(200);
    const result = await readJson<ParseResult>(response);
    expect(result.items.map((item) => [item.name, item.category, item.prices.length, item.thc])).toEqual([
      ['Amnesia Haze', 'WIET', 3, 20],
      ['Ketama', 'HASJ', 1, undefined],
    ]);
    expect(result.items[0]?.fieldConfidence.prices).toBeGreaterThan(0.9);
    expect(await t.db.select().from(menuImportJobs)).toHaveLength(before.length);
  });

  it('refuses empty text and an unknown kind in Dutch', async () => {
    const empty = await t.request('/api/menu-import/parse', { cookie: owner.cookie, body: { kind: 'horeca', text: '   ' } });
    expect(empty.status).toBe(422);
    expect((await readJson<ApiError>(empty)).issues?.[0]?.message).toBe('Plak de tekst van het menu');
    const kind = await t.request('/api/menu-import/parse', {
      cookie: owner.cookie,
      body: { kind: 'bakkerij', text: 'Brood 2,50' },
    });
    expect(kind.status).toBe(422);
    expect((await readJson<ApiError>(kind)).issues?.[0]?.message).toBe('Kies coffeeshop of horeca');
    const noKind = await upload('/api/menu-import/parse', await fixture('menus/horeca-3-csv.csv'), 'menu.csv', {}, owner.cookie);
    expect(noKind.status).toBe(422);
  });

  it('reads CSV, XLSX and a text PDF', async () => {
    const csv = await readJson<ParseResult>(await parseFile('menus/horeca-3-csv.csv', 'horeca'));
    expect(csv.items).toHaveLength(16);
    expect(csv.items[0]).toMatchObject({ category: 'Voorgerechten', confidence: 0.99 });
    const xlsx = await readJson<ParseResult>(await parseFile('menus/coffeeshop-4-xlsx.xlsx', 'coffeeshop'));
    expect(xlsx.items).toHaveLength(12);
    expect(xlsx.items.some((item) => item.prices.some((price) => price.label === '5g'))).toBe(true);
    const pdf = await readJson<ParseResult>(await parseFile('menus/horeca-6-pdf.pdf', 'horeca'));
    expect(pdf.items).toHaveLength(16);
    expect(pdf.pages).toEqual([{ page: 1, width: 1190, height: 1684 }]);
    expect(pdf.items[0]?.source?.box).toBeDefined();
  });

  it('reads a photo of a printed menu with OCR', async () => {
    const response = await parseFile('menus/coffeeshop-7-photo.jpg', 'coffeeshop');
    expect(response.status).toBe(200);
    const result = await readJson<ParseResult>(response);
    expect(names(result)).toEqual(expect.arrayContaining(['White Widow', 'Silver Haze', 'OG Kush', 'Charas']));
    expect(result.items.length).toBeGreaterThanOrEqual(10);
    expect(result.items.find((item) => item.name === 'OG Kush')?.prices).toEqual([
      { label: '1g', amount: 9 },
      { label: '5g', amount: 41 },
    ]);
    expect(result.items.every((item) => item.fieldConfidence.name < 1)).toBe(true);
  }, 60_000);

  it('reads a HEIC photo as phones take them', async () => {
    // The same menu photo as above, encoded with Debian's `heif-enc -q 60` (libheif, HEVC).
    const response = await parseFile('menus/coffeeshop-7-photo.heic', 'coffeeshop');
    expect(response.status).toBe(200);
    const result = await readJson<ParseResult>(response);
    expect(names(result)).toEqual(expect.arrayContaining(['White Widow', 'Silver Haze', 'OG Kush']));
    expect(result.items.find((item) => item.name === 'OG Kush')?.prices).toEqual([
      { label: '1g', amount: 9 },
      { label: '5g', amount: 41 },
    ]);
  }, 60_000);

  it('refuses what is no menu file, an encrypted or too long PDF and a photo without text', async () => {
    await expectError(await parseFile('bad/archive.zip', 'horeca'), 422, UNSUPPORTED_FILE);
    await expectError(await parseFile('bad/program.bin', 'horeca'), 422, UNSUPPORTED_FILE);
    await expectError(await parseFile('bad/encrypted.pdf', 'horeca'), 422, ENCRYPTED_PDF);
    await expectError(await parseFile('bad/too-many-pages.pdf', 'horeca'), 422, TOO_MANY_PAGES);
    await expectError(await parseFile('bad/blank.png', 'horeca'), 422, NO_TEXT_FOUND);
    const noFile = await t.app.request('/api/menu-import/parse', {
      method: 'POST',
      body: new FormData(),
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    });
    await expectError(noFile, 422, 'Kies een foto, PDF, CSV, XLSX of tekstbestand');
  }, 60_000);

  it('refuses a file over 20 MB before reading it', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 100 * 1024, 0x41);
    await expectError(
      await upload('/api/menu-import/parse', big, 'groot.txt', { kind: 'horeca' }, owner.cookie),
      413,
      'Het bestand is te groot: maximaal 20 MB.',
    );
  });
});

describe('menu import jobs', () => {
  it('reads a PDF in the background with page progress and a page image, for the one who uploaded it', async () => {
    const response = await upload(
      '/api/menu-import/jobs',
      await fixture('menus/coffeeshop-6-pdf.pdf'),
      'menukaart.pdf',
      {
        kind: 'coffeeshop',
        placeType: 'coffeeshop',
        placeId: shop.id,
      },
      owner.cookie,
    );
    expect(response.status).toBe(202);
    const { jobId } = await readJson<{ jobId: string }>(response);
    expect(jobId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const state = await waitForJob(jobId, owner.cookie);
    expect(state).toMatchObject({ status: 'done', pagesDone: 1, pagesTotal: 1 });
    expect(state.result?.items).toHaveLength(12);
    const image = await t.request(`/api/menu-import/jobs/${jobId}/pages/1`, { cookie: owner.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Someone else, signed in or not, does not learn the job exists.
    await expectError(await t.request(`/api/menu-import/jobs/${jobId}`, { cookie: stranger.cookie }), 404, JOB_NOT_FOUND);
    await expectError(await t.request(`/api/menu-import/jobs/${jobId}/pages/1`), 404, JOB_NOT_FOUND);
    const [history] = await t.db.select().from(menuImports).where(eq(menuImports.jobId, jobId));
    expect(history).toMatchObject({ outcome: 'parsed', sourceType: 'pdf', fileName: 'menukaart.pdf', parsed: 12 });
  });

  it('counts the pages of a longer PDF and marks each item with its page', async () => {
    const { jobId } = await readJson<{ jobId: string }>(
      await upload('/api/menu-import/jobs', await fixture('menus/horeca-two-pages.pdf'), 'kaart.pdf', { kind: 'horeca' }),
    );
    const state = await waitForJob(jobId);
    expect(state).toMatchObject({ status: 'done', pagesDone: 2, pagesTotal: 2 });
    expect(state.result?.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(state.result?.items).toHaveLength(32);
    expect(new Set(state.result?.items.map((entry) => entry.source?.page))).toEqual(new Set([1, 2]));
    expect((await t.request(`/api/menu-import/jobs/${jobId}/pages/2`)).status).toBe(200);
    expect((await t.request(`/api/menu-import/jobs/${jobId}/pages/3`)).status).toBe(404);
  });

  it('lets the demo upload a WebP photo without an account, and cancel', async () => {
    const webp = await sharp(await fixture('menus/horeca-8-photo.jpg'))
      .webp({ quality: 70 })
      .toBuffer();
    const response = await upload('/api/menu-import/jobs', webp, 'foto.webp', { kind: 'horeca' });
    expect(response.status).toBe(202);
    const { jobId } = await readJson<{ jobId: string }>(response);
    expect((await t.request(`/api/menu-import/jobs/${jobId}`, { method: 'DELETE' })).status).toBe(204);
    const state = await waitForJob(jobId);
    expect(state.status).toBe('cancelled');
    expect(state.result).toBeUndefined();
  }, 60_000);

  it('ends a photo without text as failed with the Dutch reason', async () => {
    const { jobId } = await readJson<{ jobId: string }>(
      await upload('/api/menu-import/jobs', await fixture('bad/blank.png'), 'leeg.png', { kind: 'horeca' }),
    );
    expect(await waitForJob(jobId)).toMatchObject({ status: 'failed', error: NO_TEXT_FOUND });
  }, 60_000);

  it("refuses an encrypted PDF, an unknown job and someone else's place, storing nothing", async () => {
    const before = (await t.db.select().from(menuImportJobs)).length;
    await expectError(
      await upload('/api/menu-import/jobs', await fixture('bad/encrypted.pdf'), 'x.pdf', { kind: 'horeca' }),
      422,
      ENCRYPTED_PDF,
    );
    const foreign = await upload(
      '/api/menu-import/jobs',
      await fixture('menus/horeca-5-pdf.pdf'),
      'x.pdf',
      {
        kind: 'horeca',
        placeType: 'venue',
        placeId: venue.id,
      },
      stranger.cookie,
    );
    await expectError(foreign, 403, 'Je beheert deze horecazaak niet.');
    expect(await t.db.select().from(menuImportJobs)).toHaveLength(before);
    await expectError(await t.request('/api/menu-import/jobs/onbekend-maar-lang-genoeg-123456'), 404, JOB_NOT_FOUND);
    expect((await t.request('/api/menu-import/jobs/kort')).status).toBe(422);
  });

  it('deletes the files after the retention period', async () => {
    const { jobId } = await readJson<{ jobId: string }>(
      await upload(
        '/api/menu-import/jobs',
        await fixture('menus/horeca-5-pdf.pdf'),
        'kaart.pdf',
        { kind: 'horeca' },
        owner.cookie,
      ),
    );
    await waitForJob(jobId, owner.cookie);
    expect((await t.request(`/api/menu-import/jobs/${jobId}/pages/1`, { cookie: owner.cookie })).status).toBe(200);
    const deleted = await purgeMenuImportFiles(
      { db: t.db, storage: t.storage, logger: t.logger },
      new Date(Date.now() + 8 * 24 * 3600 * 1000),
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await t.request(`/api/menu-import/jobs/${jobId}/pages/1`, { cookie: owner.cookie })).status).toBe(404);
    expect(await t.storage.get(`menu-import/${jobId}/source`)).toBeNull();
  });
});

function item(name: string, prices: ParsedItem['prices'], extra: Partial<ParsedItem> = {}): ParsedItem {
  return { id: crypto.randomUUID(), name, prices, confidence: 0.95, fieldConfidence: { name: 0.95, prices: 0.95 }, ...extra };
}

describe('diff and apply', () => {
  it('compares with the shop menu and applies the accepted lines in one go', async () => {
    const amnesia = await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Amnesia Haze', prijzen: { '1g': 11 } });
    const widow = await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'White Widow', prijzen: { '1g': 10 } });
    const ketama = await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Ketama', prijzen: { '1g': 8 }, category: 'hash' });
    const items = [
      item(
        'Amnesia Haze',
        [
          { label: '1g', amount: 12 },
          { label: '5g', amount: 55 },
        ],
        { category: 'Wiet' },
      ),
      item('White Widow', [{ label: '1g', amount: 10 }]),
      item('Lemon Haze', [{ label: '1g', amount: 12.5 }], { category: 'Wiet', thc: 19 }),
    ];
    const diffResponse = await t.request('/api/menu-import/diff', {
      cookie: owner.cookie,
      body: { placeType: 'coffeeshop', placeId: shop.id, items },
    });
    expect(diffResponse.status).toBe(200);
    const { entries } = await readJson<MenuDiff>(diffResponse);
    expect(entries.map((entry) => [entry.status, entry.current?.name ?? entry.incoming?.name, entry.changes])).toEqual([
      ['changed', 'Amnesia Haze', ['prices']],
      ['same', 'White Widow', undefined],
      ['new', 'Lemon Haze', undefined],
      ['gone', 'Ketama', undefined],
    ]);
    const accept = entries.filter((entry) => entry.status !== 'gone').map((entry) => entry.key);
    const applied = await t.request('/api/menu-import/apply', {
      cookie: owner.cookie,
      body: {
        placeType: 'coffeeshop',
        placeId: shop.id,
        mode: 'diff',
        items,
        accept,
        source: { type: 'photo', fileName: 'menu.jpg' },
      },
    });
    expect(applied.status).toBe(200);
    expect(await readJson<MenuApplyResult>(applied)).toMatchObject({ created: 1, updated: 1, removed: 0 });
    const rows = await t.db.select().from(products).where(eq(products.coffeeshopId, shop.id));
    expect(rows.find((row) => row.id === amnesia.id)?.prijzen).toEqual({ '1g': 12, '5g': 55 });
    expect(rows.find((row) => row.id === widow.id)?.prijzen).toEqual({ '1g': 10 });
    expect(rows.find((row) => row.id === ketama.id)?.actief).toBe(true);
    expect(rows.find((row) => row.naam === 'Lemon Haze')).toMatchObject({ prijzen: { '1g': 12.5 }, category: 'flower', thc: 19 });
    const [history] = await t.db
      .select()
      .from(menuImports)
      .where(eq(menuImports.placeId, shop.id))
      .orderBy(menuImports.createdAt);
    expect(history).toBeDefined();
  });

  it("refuses a stale choice, an item without price and someone else's shop, changing nothing", async () => {
    const before = await t.db.select().from(products).where(eq(products.coffeeshopId, shop.id));
    const items = [item('Nieuwe soort', [{ amount: 9 }])];
    const body = { placeType: 'coffeeshop', placeId: shop.id, mode: 'diff', items };
    await expectError(
      await t.request('/api/menu-import/apply', { cookie: owner.cookie, body: { ...body, accept: ['current:verdwenen'] } }),
      409,
      STALE_DIFF,
    );
    const noPrice = await t.request('/api/menu-import/apply', {
      cookie: owner.cookie,
      body: { ...body, mode: 'new', items: [...items, item('Zonder prijs', [])] },
    });
    await expectError(noPrice, 422, '"Zonder prijs" heeft geen prijs. Vul een prijs in of verwijder de regel.');
    await expectError(
      await t.request('/api/menu-import/apply', { cookie: stranger.cookie, body }),
      403,
      'Je beheert deze coffeeshop niet.',
    );
    await expectError(
      await t.request('/api/menu-import/diff', { cookie: stranger.cookie, body }),
      403,
      'Je beheert deze coffeeshop niet.',
    );
    expect((await t.request('/api/menu-import/apply', { body })).status).toBe(401);
    const unknown = await t.request('/api/menu-import/apply', {
      cookie: owner.cookie,
      body: { ...body, placeId: crypto.randomUUID() },
    });
    await expectError(unknown, 404, 'Deze coffeeshop bestaat niet.');
    expect(await t.db.select().from(products).where(eq(products.coffeeshopId, shop.id))).toEqual(before);
  });

  it('imports a venue menu as a new menu with sections, allergens and diets', async () => {
    const items = [
      item('Tomatensoep', [{ amount: 6.5 }], {
        category: 'Voorgerechten',
        description: 'met basilicum',
        allergens: ['milk', 'celery', 'onzin'],
        diets: ['vegetarian'],
      }),
      item(
        'Huiswijn',
        [
          { label: 'glas', amount: 4.5 },
          { label: 'fles', amount: 22.5 },
        ],
        { category: 'Dranken' },
      ),
    ];
    const response = await t.request('/api/menu-import/apply', {
      cookie: owner.cookie,
      body: { placeType: 'venue', placeId: venue.id, mode: 'new', items },
    });
    expect(response.status).toBe(200);
    expect(await readJson<MenuApplyResult>(response)).toMatchObject({ created: 2, updated: 0, removed: 0 });
    const rows = await t.db
      .select({
        name: dishes.name,
        price: dishes.price,
        contains: dishes.contains,
        diets: dishes.diets,
        description: dishes.description,
        section: menuSections.name,
      })
      .from(dishes)
      .innerJoin(menuSections, eq(menuSections.id, dishes.sectionId))
      .where(eq(menuSections.venueId, venue.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          name: 'Tomatensoep',
          price: 6.5,
          contains: ['milk', 'celery'],
          diets: ['vegetarian'],
          description: 'met basilicum',
          section: 'Voorgerechten',
        },
        { name: 'Huiswijn', price: 4.5, contains: [], diets: [], description: 'glas € 4,50 · fles € 22,50', section: 'Dranken' },
      ]),
    );
  });
});

describe('GET /api/menu-import/history', () => {
  it('shows owners their own places, admins all, strangers nothing', async () => {
    const own = await readJson<MenuImportHistory>(await t.request('/api/menu-import/history', { cookie: owner.cookie }));
    expect(own.imports.length).toBeGreaterThanOrEqual(3);
    const applied = own.imports.find((entry) => entry.source.fileName === 'menu.jpg');
    expect(applied).toMatchObject({
      user: { id: owner.userId, name: `${owner.firstName} ${owner.lastName}` },
      place: { type: 'coffeeshop', id: shop.id, name: shop.name },
      source: { type: 'photo', fileName: 'menu.jpg' },
      counts: { parsed: 3, created: 1, updated: 1, removed: 0 },
      outcome: 'applied',
    });
    const venueOnly = await readJson<MenuImportHistory>(
      await t.request(`/api/menu-import/history?placeId=${venue.id}`, { cookie: owner.cookie }),
    );
    expect(venueOnly.imports.every((entry) => entry.place.id === venue.id)).toBe(true);
    expect(
      (await readJson<MenuImportHistory>(await t.request('/api/menu-import/history', { cookie: stranger.cookie }))).imports,
    ).toEqual([]);
    const admin = await t.userWithRole('admin');
    const all = await readJson<MenuImportHistory>(await t.request('/api/menu-import/history', { cookie: admin.cookie }));
    expect(all.imports.length).toBeGreaterThanOrEqual(own.imports.length);
    expect((await t.request('/api/menu-import/history')).status).toBe(401);
    expect((await t.request('/api/menu-import/history?from=gisteren', { cookie: owner.cookie })).status).toBe(422);
  });
});

describe('the anonymous limit', () => {
  it('refuses the demo after 30 reads an hour from one address, in Dutch', async () => {
    let status = 200;
    let calls = 0;
    while (status === 200 && calls < 40) {
      const response = await t.request('/api/menu-import/parse', { body: { kind: 'horeca', text: 'Koffie 2,80' } });
      status = response.status;
      calls += 1;
      if (status === 429) expect((await readJson<ApiError>(response)).message).toBe(TOO_MANY_IMPORTS);
    }
    expect(status).toBe(429);
    expect(calls).toBeLessThanOrEqual(31);
  });
});
