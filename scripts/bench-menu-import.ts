/**
 * The menu import's quality and speed (issue 18): every sample menu of
 * `apps/server/src/features/menu-import/fixtures` (both brands; typed text, CSV, XLSX, text PDFs, photos and a scan)
 * through the real extraction, scored against its known items: item-level F1 on name + prices per source kind,
 * and the time per page. Targets: F1 ≥ 0.95 for text, CSV and text PDF, ≥ 0.85 for images; a one-page photo ≤ 10 s.
 * Runs alone too: `npx tsx scripts/bench-menu-import.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nameKey, type ParsedItem } from '@platform/core';
import { extractMenu } from '../apps/server/src/features/menu-import/extract/extract.ts';
import { stopOcr } from '../apps/server/src/features/menu-import/extract/ocr.ts';
import { expectedItems, SAMPLE_MENUS, type SampleMenu } from '../apps/server/src/features/menu-import/fixtures/sample-menus.ts';

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/features/menu-import/fixtures/menus',
);

const EXTENSIONS = { text: 'txt', csv: 'csv', xlsx: 'xlsx', pdf: 'pdf', photo: 'jpg' } as const;

export interface MenuImportBenchRow {
  source: string;
  menus: number;
  precision: number;
  recall: number;
  f1: number;
  msPerPage: number;
  maxMsPerPage: number;
}

function priceKey(prices: ReadonlyArray<{ amount: number }>): string {
  return prices
    .map((price) => price.amount.toFixed(2))
    .sort()
    .join('|');
}

/** Matches found items to expected ones on name + prices (each expected item at most once). */
export function score(expected: ReturnType<typeof expectedItems>, found: readonly ParsedItem[]) {
  const open = new Map<string, number>();
  for (const item of expected) {
    const key = `${nameKey(item.name)}#${priceKey(item.prices)}`;
    open.set(key, (open.get(key) ?? 0) + 1);
  }
  let hits = 0;
  const misses: string[] = [];
  for (const item of found) {
    const key = `${nameKey(item.name)}#${priceKey(item.prices)}`;
    const left = open.get(key) ?? 0;
    if (left > 0) {
      hits += 1;
      open.set(key, left - 1);
    } else misses.push(`${item.name} ${priceKey(item.prices)}`);
  }
  return { hits, expected: expected.length, found: found.length, misses };
}

export async function measureMenuImport(
  menus: readonly SampleMenu[] = SAMPLE_MENUS,
  verbose = false,
): Promise<MenuImportBenchRow[]> {
  const runs: Array<{ source: string; hits: number; expected: number; found: number; ms: number; pages: number }> = [];
  const cases = [
    ...menus.map((menu) => ({ menu, file: `${menu.id}.${EXTENSIONS[menu.source]}`, source: menu.source as string })),
    ...menus
      .filter((menu) => menu.id === 'horeca-7-photo')
      .map((menu) => ({ menu, file: 'horeca-7-scan.pdf', source: 'scanned pdf' })),
  ];
  for (const { menu, file, source } of cases) {
    const bytes = await readFile(path.join(FIXTURES, file));
    const started = performance.now();
    const result = await extractMenu(bytes, file, menu.kind);
    const ms = performance.now() - started;
    const outcome = score(expectedItems(menu), result.items);
    runs.push({ source, ...outcome, ms, pages: Math.max(1, result.pages.length) });
    if (verbose)
      console.log(
        `${file}: ${outcome.hits}/${outcome.expected} found ${outcome.found} in ${Math.round(ms)} ms`,
        outcome.misses.length ? outcome.misses : '',
      );
  }
  const sources = [...new Set(runs.map((run) => run.source))];
  return sources.map((source) => {
    const of = runs.filter((run) => run.source === source);
    const hits = of.reduce((sum, run) => sum + run.hits, 0);
    const expected = of.reduce((sum, run) => sum + run.expected, 0);
    const found = of.reduce((sum, run) => sum + run.found, 0);
    const precision = found ? hits / found : 0;
    const recall = expected ? hits / expected : 0;
    const perPage = of.map((run) => run.ms / run.pages);
    return {
      source,
      menus: of.length,
      precision,
      recall,
      f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
      msPerPage: perPage.reduce((sum, value) => sum + value, 0) / perPage.length,
      maxMsPerPage: Math.max(...perPage),
    };
  });
}

export { stopOcr as stopMenuImportOcr };

export function menuImportRows(rows: readonly MenuImportBenchRow[]): string[] {
  return rows.map((row) => {
    const target = row.source === 'photo' || row.source === 'scanned pdf' ? 0.85 : 0.95;
    const timeTarget = row.source === 'photo' ? ` / ≤ 10 s per photo: ${row.maxMsPerPage <= 10_000 ? 'met' : 'MISSED'}` : '';
    return `| menu import, ${row.source} (${row.menus} menus) | F1 ${row.f1.toFixed(3)} (P ${row.precision.toFixed(3)}, R ${row.recall.toFixed(3)}) | ${Math.round(row.msPerPage)} ms/page (max ${Math.round(row.maxMsPerPage)}) | target F1 ≥ ${target}: ${row.f1 >= target ? 'met' : 'MISSED'}${timeTarget} |`;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const only = process.argv[2];
  const rows = await measureMenuImport(only ? SAMPLE_MENUS.filter((menu) => menu.id.includes(only)) : SAMPLE_MENUS, true);
  console.log('| measurement | quality | time | target |\n| --- | --- | --- | --- |');
  for (const line of menuImportRows(rows)) console.log(line);
  await stopOcr();
}
