import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Fragment } from './layout.ts';

/*
 * OCR with tesseract.js (issue 18): Dutch and English trained data from the npm packages `@tesseract.js-data/nld`
 * and `/eng`, read from node_modules (never a CDN), in tesseract's own worker thread so a request never blocks the
 * event loop. One worker for the process; pages queue for it (two cores: a second worker would only compete).
 */

const require = createRequire(import.meta.url);

async function trainedData(code: 'nld' | 'eng'): Promise<Buffer> {
  const folder = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return readFile(path.join(folder, '4.0.0_best_int', `${code}.traineddata.gz`));
}

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  const [nld, eng] = await Promise.all([trainedData('nld'), trainedData('eng')]);
  const worker = await createWorker(
    [
      { code: 'nld', data: nld },
      { code: 'eng', data: eng },
    ],
    OEM.LSTM_ONLY,
    { cacheMethod: 'none', gzip: true },
  );
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1', user_defined_dpi: '300' });
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

/** Ends the worker (shutdown, end of a test run). */
export async function stopOcr(): Promise<void> {
  const running = workerPromise;
  workerPromise = null;
  if (running) await (await running).terminate();
}
