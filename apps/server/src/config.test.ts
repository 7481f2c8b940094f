import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platform-config-')), SESSION_SECRET: 'x'.repeat(32) };

describe('S3 settings', () => {
  it('uses the disk when no S3_* setting is given', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads a bucket with its keys, endpoint and path style', () => {
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'platform-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'sleutel',
        S3_SECRET_ACCESS_KEY: 'geheim',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'platform-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'sleutel',
      secretAccessKey: 'geheim',
      forcePathStyle: true,
    });
  });

  it('names what is missing or wrong, in Dutch', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'platform-uploads' })).toThrow(
      'S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY: verplicht met S3_BUCKET',
    );
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'sleutel' })).toThrow(
      'S3_BUCKET: verplicht zodra een S3_* instelling is gezet',
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Hoofdletters_Mogen_Niet' })).toThrow(
      'S3_BUCKET: een bucketnaam van 3–63 kleine letters, cijfers, . en -',
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'platform-uploads', S3_ENDPOINT: 'geen url' })).toThrow(
      'S3_ENDPOINT: moet een volledige URL zijn',
    );
  });
});

describe('trusted origins', () => {
  it('trusts every loopback name of the port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ ...base, PORT: '3000' }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it("trusts only PUBLIC_URL's origin when it is set", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://platform.voorbeeld.nl/' }).trustedOrigins).toEqual([
      'https://platform.voorbeeld.nl',
    ]);
  });
});

describe('DATABASE_CONNECT_TIMEOUT', () => {
  it('waits 30 s by default, takes whole seconds, and names a bad value in Dutch', () => {
    expect(loadConfig(base).databaseConnectTimeoutMs).toBe(30_000);
    expect(loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT: '5' }).databaseConnectTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT: 'lang' })).toThrow(
      'DATABASE_CONNECT_TIMEOUT: moet een aantal seconden zijn',
    );
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT: '0' })).toThrow('DATABASE_CONNECT_TIMEOUT: minimaal 1 seconde');
  });
});
