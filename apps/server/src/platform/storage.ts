import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: the local disk by default, S3-compatible object
 * storage when configured (`s3-storage.ts`). Keys look like paths
 * (`images/{id}/card.webp`); nothing is ever publicly readable from the store
 * itself — files reach users only through our routes and their checks.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file `key` and everything under `key/`. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys come from our code, never from users; this is the last line against `..` and odd names. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.endsWith('/')) throw new Error(`Ongeldige bestandsnaam: ${key}`);
  return key;
}

function resolveInside(root: string, key: string): string {
  return path.join(root, assertSafeKey(key));
}

/** Files under DATA_DIR/uploads. */
export function createDiskStorage(root: string): Storage {
  return {
    async put(key, body) {
      const file = resolveInside(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(resolveInside(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveInside(root, key), { recursive: true, force: true });
    },
  };
}
