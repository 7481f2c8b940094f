import { copyFile, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Fragment } from './layout.ts';

/*
 * OCR with tesseract.js (issue 18): Dutch and English trained data from the npm packages `@tesseract.js-data/nld`
 * and `/eng`, read from node_modules (never a CDN), in tesseract's own worker thread so a request never blocks the
 * event loop. One worker for the process; pages queue for it (two cores: a second worker would only compete).
 */

const require = createRequire(import.meta.url);

const LANGUAGES = ['nld', 'eng'] as const;

/** One folder with both languages' trained data (tesseract.js reads every language from one `langPath`). */
async function languageFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'menu-import-ocr-'));
  for (const code of LANGUAGES) {
    const from = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    await copyFile(path.join(from, '4.0.0_best_int', `${code}.traineddata.gz`), path.join(folder, `${code}.traineddata.gz`));
  }
  return folder;
}

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  const langPath = await languageFolder();
  const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1', user_defined_dpi: '300' });
  return worker;
}

function worker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = startWorker().catch((error: unknown) => {
      workerPromise = null;
      throw error;
    });
  }
  return workerPromise;
}

/** The words of one page image (PNG), with their boxes and confidences, in image pixels. */
export function recognizeWords(png: Buffer): Promise<Fragment[]> {
  const run = queue.then(async () => {
    const ocr = await worker();
    const { data } = await ocr.recognize(png, {}, { blocks: true, text: false });
    const words: Fragment[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          for (const word of line.words) {
            if (!word.text.trim()) continue;
            words.push({
              text: word.text,
              x0: word.bbox.x0,
              y0: word.bbox.y0,
              x1: word.bbox.x1,
              y1: word.bbox.y1,
              confidence: Math.max(0, Math.min(1, word.confidence / 100)),
            });
          }
        }
      }
    }
    return words;
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Reads one line-shaped area again on its own (tesseract's page analysis sometimes drops a short lone price such
 * as `5,-` at the far end of a line). Returns the text, or '' when nothing was read.
 */
export function recognizeArea(
  png: Buffer,
  area: { left: number; top: number; width: number; height: number },
): Promise<{ text: string; confidence: number }> {
  const run = queue.then(async () => {
    const ocr = await worker();
    await ocr.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    try {
      const { data } = await ocr.recognize(png, { rectangle: area }, { text: true });
      return { text: data.text.trim(), confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
    } finally {
      await ocr.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker (shutdown, end of a test run). */
export async function stopOcr(): Promise<void> {
  const running = workerPromise;
  workerPromise = null;
  if (running) await (await running).terminate();
}
