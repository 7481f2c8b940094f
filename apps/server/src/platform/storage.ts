import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. The default is the local disk; an object-store driver implements the same three calls. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function resolveInside(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Ongeldige bestandsnaam: ${key}`);
  return path.join(root, key);
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
    async remove(prefix) {
      await rm(resolveInside(root, prefix), { recursive: true, force: true });
    },
  };
}
