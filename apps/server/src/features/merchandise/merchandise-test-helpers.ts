import type { ManagedMerchandise } from '@platform/core';
import sharp from 'sharp';
import { readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

export const ITEM = {
  name: 'T-shirt Kassa Noord',
  description: 'Zwart katoenen shirt met logo op de borst.',
  brand: 'hospitality',
  price: '19,95',
  sizes: [
    { size: 'M', stock: 3 },
    { size: 'L', stock: 1 },
  ],
  published: true,
};

export const ORDER = { name: 'Sanne de Vries', email: 'sanne@voorbeeld.nl', size: 'M', quantity: 2, message: 'Graag ophalen.' };

export const dashboardItems = (partnerId: string) => `/api/partner-dashboard/${partnerId}/merchandise`;

/** Stores an item through `path` (a partner's dashboard or the admin list) as `cookie`'s user. */
export async function postItem(t: TestApp, cookie: string, path: string, body: unknown = ITEM) {
  const response = await t.request(path, { cookie, body });
  if (response.status !== 201) throw new Error(`item failed: ${response.status} ${await response.text()}`);
  return readJson<ManagedMerchandise>(response);
}

export async function pngBytes() {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer(),
  );
}

/** A multipart upload as a browser sends it. */
export function upload(t: TestApp, path: string, body: Uint8Array, cookie?: string) {
  const form = new FormData();
  form.append('file', new File([body], 'foto.png', { type: 'image/png' }));
  return t.app.request(path, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}
