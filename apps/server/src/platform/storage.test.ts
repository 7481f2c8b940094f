import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { createS3Storage, StorageUnavailableError } from './s3-storage.ts';
import { createDiskStorage, type Storage } from './storage.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** The same contract for both drivers: what the features rely on. */
const drivers: Array<[string, () => Promise<Storage>]> = [
  ['disk', async () => createDiskStorage(mkdtempSync(path.join(tmpdir(), 'platform-storage-')))],
  ['S3', () => createS3Storage(s3.config)],
];

describe.each(drivers)('%s storage', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it('gives back exactly the bytes it was given, and null for a missing file', async () => {
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    await storage.put('contract/a/bin.dat', bytes);
    expect(await storage.get('contract/a/bin.dat')).toEqual(bytes);
    await storage.put('contract/a/bin.dat', Buffer.from('tweede versie'));
    expect((await storage.get('contract/a/bin.dat'))?.toString()).toBe('tweede versie');
    expect(await storage.get('contract/a/missing.dat')).toBeNull();
  });

  it('removes a file, or a folder with everything under it, and nothing beside it', async () => {
    await storage.put('contract/remove/one/card.webp', Buffer.from('1'));
    await storage.put('contract/remove/one/deep/thumb.webp', Buffer.from('2'));
    await storage.put('contract/remove/one-more/card.webp', Buffer.from('3'));
    await storage.put('contract/remove/single.webp', Buffer.from('4'));
    await storage.remove('contract/remove/one');
    await storage.remove('contract/remove/single.webp');
    expect(await storage.get('contract/remove/one/card.webp')).toBeNull();
    expect(await storage.get('contract/remove/one/deep/thumb.webp')).toBeNull();
    expect(await storage.get('contract/remove/single.webp')).toBeNull();
    // "one-more" starts with "one" but is not under it.
    expect((await storage.get('contract/remove/one-more/card.webp'))?.toString()).toBe('3');
    await expect(storage.remove('contract/remove/never-there')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape their folder', async () => {
    for (const key of ['../etc/passwd', 'images/../../x', '/absolute', 'images/', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Ongeldige bestandsnaam');
    }
  });
});

describe('S3 storage', () => {
  it('keeps the files in the bucket itself', async () => {
    const storage = await createS3Storage(s3.config);
    await storage.put('identity/u1/front.jpg', Buffer.from('id'));
    expect(await s3.keys('identity/')).toEqual(['identity/u1/front.jpg']);
    await storage.remove('identity/u1');
    expect(await s3.keys('identity/')).toEqual([]);
  });

  it('removes more files than one delete request may name', async () => {
    const storage = await createS3Storage(s3.config);
    const keys = Array.from({ length: 1005 }, (_, index) => `bulk/folder/${String(index).padStart(4, '0')}.txt`);
    await storage.put('bulk/folder/first.txt', Buffer.from('x'));
    for (let start = 0; start < keys.length; start += 20) {
      await Promise.all(keys.slice(start, start + 20).map((key) => storage.put(key, Buffer.from('x'))));
    }
    await storage.remove('bulk/folder');
    expect(await s3.keys('bulk/')).toEqual([]);
  });

  it('fails at start with a clear message when the bucket or the key is wrong', async () => {
    await expect(createS3Storage({ ...s3.config, bucket: 'bestaat-niet' })).rejects.toThrow(
      new StorageUnavailableError(
        'S3-bucket "bestaat-niet" is niet bereikbaar (HTTP 404): controleer S3_BUCKET, S3_ENDPOINT en de sleutels.',
      ),
    );
    await expect(createS3Storage({ ...s3.config, accessKeyId: 'onbekend' })).rejects.toThrow('(HTTP 403)');
  });
});
