import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The web app's server-render entry as source: tests render through it, never through a build that may be stale. */
export const SSR_SOURCE_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');

/** A hashed chunk big enough to be worth compressing, as Vite names them. */
export const FAKE_CHUNK = '/assets/page-abc123.js';
const CHUNK_SOURCE = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tekst ${i}`))};\n`;

/**
 * A small stand-in for `apps/web/dist` (integration tests run before `npm run build`): the shell,
 * one chunk with the Brotli and gzip copies the build's precompress step writes, and the favicon.
 * Pass `dir` as `WEB_DIST` to createTestApp; `remove()` afterwards.
 */
export function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="nl"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div><script type="module" src="${FAKE_CHUNK}"></script><!-- ${'opvulling '.repeat(150)} --></body></html>`,
  );
  const chunk = path.join(dir, FAKE_CHUNK);
  writeFileSync(chunk, CHUNK_SOURCE);
  writeFileSync(`${chunk}.br`, brotliCompressSync(CHUNK_SOURCE));
  writeFileSync(`${chunk}.gz`, gzipSync(CHUNK_SOURCE));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, chunkSource: CHUNK_SOURCE, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
