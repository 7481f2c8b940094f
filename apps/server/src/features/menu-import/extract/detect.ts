import type { MenuImportSource } from '@platform/core';
import { ValidationError } from '../../../platform/errors.ts';

/** The file formats the import reads, told from the file's first bytes (never from its name alone). */
export type MenuFileFormat = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic' | 'xlsx' | 'csv' | 'text';

export const UNSUPPORTED_FILE =
  'Dit bestand is geen foto, PDF of tabel. Kies een JPEG, PNG, WebP, HEIC, PDF, CSV, XLSX of tekstbestand.';
export const EMPTY_FILE = 'Dit bestand is leeg.';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sourceOf(format: MenuFileFormat): MenuImportSource {
  if (format === 'pdf' || format === 'xlsx' || format === 'csv' || format === 'text') return format;
  return 'photo';
}

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  let control = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code >= 1 && code <= 8) || (code >= 14 && code <= 31)) control += 1;
  }
  return replaced + control <= text.length * 0.01;
}

/** The format of an upload; a Dutch 422 for anything else. */
export function detectFormat(bytes: Buffer, fileName = ''): MenuFileFormat {
  const fail = (message: string) => new ValidationError(message, [{ path: ['file'], message }]);
  if (bytes.length === 0) throw fail(EMPTY_FILE);
  const head = bytes.subarray(0, 16);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(head.subarray(8, 12).toString('latin1')))
    return 'heic';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    if (bytes.includes(Buffer.from('xl/workbook')) || /\.xlsx$/i.test(fileName)) return 'xlsx';
    throw fail(UNSUPPORTED_FILE);
  }
  if (looksLikeText(bytes)) return /\.(csv|tsv)$/i.test(fileName) ? 'csv' : 'text';
  throw fail(UNSUPPORTED_FILE);
}
