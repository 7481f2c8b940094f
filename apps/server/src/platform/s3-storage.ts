import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeKey, type Storage } from './storage.ts';

export class StorageUnavailableError extends Error {}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Scaleway, …). Objects are
 * written without an ACL, so they stay private to the bucket owner; identity
 * documents in particular are only ever read back by our own routes.
 * Checks the bucket at start, so a wrong name or key fails loudly then.
 */
export async function createS3Storage(config: S3Config): Promise<Storage> {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs send CRC checksums by default, which many S3-compatible servers
    // refuse; only send them where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason = status ? `HTTP ${status}` : (error as Error).message;
    throw new StorageUnavailableError(
      `S3-bucket "${Bucket}" is niet bereikbaar (${reason}): controleer S3_BUCKET, S3_ENDPOINT en de sleutels.`,
    );
  }

  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: body }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      // Like the disk driver: the file itself and, as for a folder, all under it.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      // List a page (at most 1,000 keys, also the most one delete may name), delete it, repeat until empty.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${key}/` }));
        const Objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (Objects.length === 0) return;
        const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (result.Errors?.length) throw new Error(`S3: ${result.Errors.length} bestanden niet verwijderd onder ${key}/`);
      }
    },
  };
}
