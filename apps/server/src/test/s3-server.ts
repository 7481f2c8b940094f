import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/** s3rver's built-in key pair; any other access key is refused with 403. */
const ACCESS_KEY = 'S3RVER';

/** Resolves with the port once s3rver prints "S3rver listening on 127.0.0.1:PORT". */
function listeningPort(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver stopte (code ${code}): ${output}`)));
  });
}

/**
 * A real S3-compatible server (s3rver, speaking S3's REST protocol over HTTP)
 * in its own process, with one empty bucket, for tests of the S3 storage
 * driver. It runs with OpenSSL's legacy provider because its continuation
 * tokens (listings longer than 1,000 keys) use DES.
 */
export async function startS3Server(bucket = 'platform-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'platform-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket],
    // Its log goes nowhere once it listens; before that it explains a failed start.
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  /** Every key in the bucket, sorted: what the store really holds. */
  async function keys(prefix = ''): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }
  async function close() {
    client.destroy();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    rmSync(directory, { recursive: true, force: true });
  }
  return { config, env, keys, close };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
