import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IdentityDocument, Me } from '@platform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

/** The whole app with S3_* set: uploads go to the bucket, never to DATA_DIR/uploads. */
let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

function postFile(url: string, cookie: string, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return t.app.request(url, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN, cookie } });
}

describe('uploads in S3-compatible storage', () => {
  it('stores avatars as WebP presets in the bucket, serves them and removes them with the account', async () => {
    const user = await t.signUp();
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const me = await readJson<Me>(await postFile('/api/me/avatar', user.cookie, new File([new Uint8Array(png)], 'ik.png')));
    const id = /\/api\/images\/([0-9a-f-]{36})\//.exec(me.profile.avatarUrl ?? '')?.[1] ?? '';
    const stored = await s3.keys(`images/${id}/`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((key) => key.endsWith('.webp'))).toBe(true);
    const served = await t.request(me.profile.avatarUrl ?? '');
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const deleted = await t.request('/api/me/delete', { cookie: user.cookie, body: { confirmEmail: user.email } });
    expect(deleted.status).toBe(204);
    expect(await s3.keys(`images/${id}/`)).toEqual([]);
  });

  it('keeps identity documents in the bucket, readable only through the checked route', async () => {
    const user = await t.signUp();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const response = await postFile('/api/verification/documents', user.cookie, new File([pdf], 'id.pdf'), {
      kind: 'id_card',
    });
    expect(response.status).toBe(201);
    const document = await readJson<IdentityDocument>(response);
    expect(await s3.keys(`identity/${user.userId}/`)).toHaveLength(1);
    const url = `/api/verification/documents/${document.id}/file`;
    expect((await t.request(url)).status).toBe(401);
    const own = await t.request(url, { cookie: user.cookie });
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdf);
  });
});
