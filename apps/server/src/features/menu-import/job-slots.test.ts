import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobState, ParseResult } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { acquireMenuRead, menuReadSlots } from './job-slots.ts';
import { menuImportJobsIdle } from './jobs.service.ts';

/* At most MENU_IMPORT_MAX_JOBS menu reads at once; the rest wait "in de wachtrij" (ADR 060). */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let csv: Buffer;

beforeAll(async () => {
  t = await createTestApp({ MENU_IMPORT_MAX_JOBS: '2' });
  owner = await t.signUp();
  csv = await readFile(path.join(FIXTURES, 'menus/horeca-3-csv.csv'));
});
afterAll(async () => {
  await menuImportJobsIdle();
  await t.close();
});

function upload(pathname: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(csv)], 'kaart.csv'));
  form.append('kind', 'horeca');
  return t.app.request(pathname, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, cookie: owner.cookie } });
}

const stateOf = async (jobId: string) =>
  readJson<JobState>(await t.request(`/api/menu-import/jobs/${jobId}`, { cookie: owner.cookie }));

describe('the cap on menu reads', () => {
  it('lets a third job wait in the queue while two run, and starts it when one ends', async () => {
    expect(menuReadSlots().max).toBe(2);
    // Two reads take both slots (as two long OCR jobs would).
    const first = await acquireMenuRead();
    const second = await acquireMenuRead();
    try {
      const created = await upload('/api/menu-import/jobs');
      expect(created.status).toBe(202);
      const { jobId } = await readJson<{ jobId: string }>(created);
      expect(menuReadSlots()).toMatchObject({ active: 2, waiting: 1 });
      expect(await stateOf(jobId)).toMatchObject({ status: 'queued', pagesDone: 0 });
      first();
      await menuImportJobsIdle();
      const done = await stateOf(jobId);
      expect(done.status).toBe('done');
      expect(done.result?.items.length).toBeGreaterThan(0);
    } finally {
      first();
      second();
    }
    expect(menuReadSlots()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('takes a queued job out of the queue when it is cancelled, without using a slot', async () => {
    const first = await acquireMenuRead();
    const second = await acquireMenuRead();
    try {
      const { jobId } = await readJson<{ jobId: string }>(await upload('/api/menu-import/jobs'));
      expect(menuReadSlots().waiting).toBe(1);
      expect((await t.request(`/api/menu-import/jobs/${jobId}`, { cookie: owner.cookie, method: 'DELETE' })).status).toBe(204);
      await menuImportJobsIdle();
      expect(menuReadSlots()).toMatchObject({ active: 2, waiting: 0 });
      expect((await stateOf(jobId)).status).toBe('cancelled');
    } finally {
      first();
      second();
    }
  });

  it('makes the quick parse of a file wait for a slot too', async () => {
    const first = await acquireMenuRead();
    const second = await acquireMenuRead();
    let answered = false;
    const parsing = Promise.resolve(upload('/api/menu-import/parse')).then((response) => {
      answered = true;
      return response;
    });
    try {
      await expect.poll(() => menuReadSlots().waiting).toBe(1);
      expect(answered).toBe(false);
    } finally {
      first();
      second();
    }
    const response = await parsing;
    expect(response.status).toBe(200);
    expect((await readJson<ParseResult>(response)).items.length).toBeGreaterThan(0);
  });
});
