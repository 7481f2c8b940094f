import {
  findPrices,
  isKnownCategory,
  MENU_IMPORT_LIMITS,
  type MenuImportKind,
  type MenuLine,
  type ParseResult,
  parseMenuLines,
  parseMenuRows,
  parseMenuText,
  splitCsv,
} from '@platform/core';
import { readSheet } from 'read-excel-file/node';
import { ValidationError } from '../../../platform/errors.ts';
import { detectFormat, type MenuFileFormat, sourceOf } from './detect.ts';
import { prepareImage } from './image.ts';
import { layoutLines } from './layout.ts';
import { recognizeArea, recognizeWords } from './ocr.ts';
import { openPdf, readPdfPage } from './pdf.ts';

/*
 * Any supported upload into a parse result, page by page: the caller hears of each page (progress, the page image
 * for the review pane) and may cancel between pages.
 */

export const NO_TEXT_FOUND =
  'Er is geen tekst gevonden. Is dit een foto of scan van een menu? Maak de foto scherper of van dichterbij.';
export const CANCELLED = 'De import is geannuleerd.';
export const UNREADABLE_IMAGE = 'Deze afbeelding kan niet worden gelezen. Is het bestand beschadigd?';
export const UNREADABLE_TABLE = 'Dit spreadsheet kan niet worden gelezen. Sla het op als XLSX of CSV en probeer het opnieuw.';

export interface ExtractHooks {
  /** The number of pages, once known. */
  onPages?: (total: number) => void | Promise<void>;
  /** After each page: its number and its image (PNG) when it has one. */
  onPage?: (page: number, png: Buffer | null) => void | Promise<void>;
  signal?: AbortSignal;
}

export class ImportCancelledError extends Error {
  constructor() {
    super(CANCELLED);
  }
}

function fail(message: string): ValidationError {
  return new ValidationError(message, [{ path: ['file'], message }]);
}

function checkCancelled(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ImportCancelledError();
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * OCR'd lines that look like an item name without a price get a second look: the rest of their row is read on its
 * own, up to the next text on that row (a second column).
 */
async function findMissingPrices(png: Buffer, lines: MenuLine[], width: number, signal?: AbortSignal): Promise<MenuLine[]> {
  const out: MenuLine[] = [];
  for (const line of lines) {
    const box = line.box;
    const text = line.text.trim();
    const candidate =
      box &&
      /^\p{Lu}/u.test(text) &&
      text !== text.toUpperCase() &&
      !isKnownCategory(text) &&
      text.length <= 60 &&
      findPrices(text).length === 0;
    if (!candidate) {
      out.push(line);
      continue;
    }
    checkCancelled(signal);
    const nextOnRow = lines
      .filter(
        (other) => other !== line && other.box && other.box.x > box.x + box.w && Math.abs(other.box.y - box.y) < box.h * 0.7,
      )
      .map((other) => other.box?.x ?? width);
    const left = Math.round(box.x + box.w + 4);
    const right = Math.min(width, ...nextOnRow) - 4;
    if (right - left < 30) {
      out.push(line);
      continue;
    }
    const top = Math.max(0, Math.round(box.y - box.h * 0.35));
    const area = { left, top, width: right - left, height: Math.round(box.h * 1.7) };
    const found = await recognizeArea(png, area);
    if (found.text && findPrices(found.text).length > 0) {
      out.push({ ...line, text: `${line.text}  ${found.text}`, confidence: Math.min(line.confidence ?? 1, found.confidence) });
    } else out.push(line);
  }
  return out;
}

async function readImage(bytes: Buffer, format: 'jpeg' | 'png' | 'webp' | 'heic', kind: MenuImportKind, hooks: ExtractHooks) {
  await hooks.onPages?.(1);
  const image = await prepareImage(bytes, format).catch(() => {
    throw fail(UNREADABLE_IMAGE);
  });
  checkCancelled(hooks.signal);
  const words = await recognizeWords(image.png);
  checkCancelled(hooks.signal);
  const lines = await findMissingPrices(image.png, layoutLines(words, 1, image.width), image.width, hooks.signal);
  await hooks.onPage?.(1, image.png);
  if (!lines.some((line) => /\p{L}{2,}/u.test(line.text))) throw fail(NO_TEXT_FOUND);
  const result = parseMenuLines(lines, { kind });
  return { ...result, pages: [{ page: 1, width: image.width, height: image.height }] };
}

async function readPdf(bytes: Buffer, kind: MenuImportKind, hooks: ExtractHooks): Promise<ParseResult> {
  const document = await openPdf(bytes);
  try {
    await hooks.onPages?.(document.numPages);
    const lines: MenuLine[] = [];
    const pages: ParseResult['pages'] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      checkCancelled(hooks.signal);
      const page = await readPdfPage(document, number);
      const characters = page.fragments.reduce((sum, fragment) => sum + fragment.text.trim().length, 0);
      // A page without a text layer is a scan: read its image.
      if (characters >= 10) {
        lines.push(...layoutLines(page.fragments, number, page.width));
        pages.push({ page: number, width: page.width, height: page.height });
        await hooks.onPage?.(number, page.png);
        continue;
      }
      // A scan: cleaned like a photo; the cleaned image is the page image, so the boxes match it.
      const image = await prepareImage(page.png, 'png');
      checkCancelled(hooks.signal);
      const scanLines = layoutLines(await recognizeWords(image.png), number, image.width);
      lines.push(...(await findMissingPrices(image.png, scanLines, image.width, hooks.signal)));
      pages.push({ page: number, width: image.width, height: image.height });
      await hooks.onPage?.(number, image.png);
    }
    if (!lines.some((line) => /\p{L}{2,}/u.test(line.text))) throw fail(NO_TEXT_FOUND);
    return { ...parseMenuLines(lines, { kind }), pages };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** Reads an upload of any supported format; `format` when already detected. */
export async function extractMenu(
  bytes: Buffer,
  fileName: string,
  kind: MenuImportKind,
  hooks: ExtractHooks = {},
  format: MenuFileFormat = detectFormat(bytes, fileName),
): Promise<ParseResult> {
  if (bytes.length > MENU_IMPORT_LIMITS.maxFileBytes) throw fail('Het bestand is te groot: maximaal 20 MB.');
  switch (format) {
    case 'pdf':
      return readPdf(bytes, kind, hooks);
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'heic':
      return readImage(bytes, format, kind, hooks);
    case 'xlsx': {
      await hooks.onPages?.(1);
      const rows = await readSheet(bytes).catch(() => {
        throw fail(UNREADABLE_TABLE);
      });
      await hooks.onPage?.(1, null);
      return parseMenuRows(
        rows.map((row) => row.map(cellText)),
        { kind },
      );
    }
    case 'csv':
    case 'text': {
      await hooks.onPages?.(1);
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      if (!text.trim()) throw fail('Dit bestand is leeg.');
      await hooks.onPage?.(1, null);
      return format === 'csv' ? parseMenuRows(splitCsv(text), { kind }) : parseMenuText(text, { kind });
    }
  }
}

export { detectFormat, sourceOf };
