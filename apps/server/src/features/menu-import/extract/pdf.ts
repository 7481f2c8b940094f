import { MENU_IMPORT_LIMITS } from '@platform/core';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { ValidationError } from '../../../platform/errors.ts';
import type { Fragment } from './layout.ts';

/*
 * PDFs with pdf.js (through unpdf): the positioned text of each page, or for a scanned page (no text layer) the
 * page rendered to PNG for OCR. Every page is rendered once at `SCALE` for the review pane; text boxes use the
 * same pixels. Rendering uses @napi-rs/canvas (prebuilt, no system libraries).
 */

const SCALE = 2;
/** The longest side of a rendered page in pixels (an A4 page at SCALE is about 1,700). */
const MAX_PAGE_PIXELS = 4000;

export const ENCRYPTED_PDF = 'Deze PDF is beveiligd met een wachtwoord. Sla hem zonder beveiliging op en probeer het opnieuw.';
export const BROKEN_PDF = 'Deze PDF kan niet worden gelezen. Is het bestand beschadigd?';
export const TOO_MANY_PAGES = `Deze PDF heeft meer dan ${MENU_IMPORT_LIMITS.maxPages} pagina's. Splits hem en importeer de delen apart.`;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfPage {
  page: number;
  width: number;
  height: number;
  /** The text of the page as fragments in image pixels; empty for a scanned page. */
  fragments: Fragment[];
  /** The page rendered as PNG (width × height pixels). */
  png: Buffer;
}

/** Opens a PDF; a Dutch 422 when it is encrypted, broken or longer than 30 pages. */
export async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ValidationError(ENCRYPTED_PDF, [{ path: ['file'], message: ENCRYPTED_PDF }]);
    throw new ValidationError(BROKEN_PDF, [{ path: ['file'], message: BROKEN_PDF }]);
  }
  if (document.numPages > MENU_IMPORT_LIMITS.maxPages) {
    await document.loadingTask.destroy();
    throw new ValidationError(TOO_MANY_PAGES, [{ path: ['file'], message: TOO_MANY_PAGES }]);
  }
  return document;
}

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** One page: its text fragments and its image. */
export async function readPdfPage(document: PdfDocument, pageNumber: number): Promise<PdfPage> {
  const page = await document.getPage(pageNumber);
  // A page may declare any size: cap the rendering at MAX_PAGE_PIXELS on its longest side, so a tiny file with a
  // huge page cannot ask for gigabytes of canvas.
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(SCALE, MAX_PAGE_PIXELS / Math.max(natural.width, natural.height, 1));
  const viewport = page.getViewport({ scale });
  const content = await page.getTextContent();
  const fragments: Fragment[] = [];
  for (const raw of content.items) {
    const item = raw as Partial<TextItemLike>;
    if (typeof item.str !== 'string' || !item.transform || !item.str.trim()) continue;
    const [, , , d = 0, e = 0, f = 0] = item.transform;
    const fontHeight = Math.abs(d) || item.height || 10;
    // PDF space has its origin bottom-left; the image top-left.
    const [x0, yBase] = viewport.convertToViewportPoint(e, f) as [number, number];
    const x1 = x0 + (item.width ?? 0) * scale;
    fragments.push({ text: item.str, x0, y0: yBase - fontHeight * scale * 0.8, x1, y1: yBase + fontHeight * scale * 0.2 });
  }
  const rendered = await renderPageAsImage(document, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  page.cleanup();
  return {
    page: pageNumber,
    width: Math.round(viewport.width),
    height: Math.round(viewport.height),
    fragments,
    png: Buffer.from(rendered),
  };
}
