/**
 * The web table of `npm run bench` (issue 21, ADR 037): JavaScript bytes of each public page's
 * first load from the last `npm run build`, gzip (the budget's measure, scripts/bundle-budget.ts)
 * and Brotli (what the server sends to browsers, from the build's precompressed copies).
 * Alone: `npx tsx scripts/bench-web.ts` (after `npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  builtPageWeights,
  CEILING_BYTES,
  firstLoadFiles,
  kilobytes,
  type Manifest,
  PUBLIC_PAGES,
  TARGET_BYTES,
} from './bundle-budget.ts';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

function brotliBytes(file: string): number {
  return brotliCompressSync(readFileSync(path.join(DIST, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).byteLength;
}

/** Markdown lines of the table, or one line saying the build is missing. */
export function webTable(): string[] {
  const manifestFile = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return ['(web: geen build gevonden; voer eerst `npm run build` uit)'];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const weights = builtPageWeights(DIST);
  const lines = ['| public page | JS files | JS gzip | JS Brotli | target ≤ 120 KB gzip |', '| --- | --- | --- | --- | --- |'];
  for (const [index, page] of weights.entries()) {
    const module = PUBLIC_PAGES[index]?.module ?? '';
    const brotli = firstLoadFiles(manifest, module).reduce((sum, file) => sum + brotliBytes(file), 0);
    const verdict =
      page.gzipBytes <= TARGET_BYTES ? 'met' : page.gzipBytes <= CEILING_BYTES ? 'MISSED (under the ceiling)' : 'MISSED';
    lines.push(`| \`${page.path}\` | ${page.files} | ${kilobytes(page.gzipBytes)} | ${kilobytes(brotli)} | ${verdict} |`);
  }
  return lines;
}

if (process.argv[1]?.endsWith('bench-web.ts')) console.log(webTable().join('\n'));
