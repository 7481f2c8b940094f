/**
 * `npm run test:bundle` (in `npm test` right after the build): fails when a public page's first load
 * holds more gzipped JavaScript than the ceiling of scripts/bundle-budget.ts, and shows how far each
 * page is from issue 21's target.
 */
import path from 'node:path';
import { builtPageWeights, CEILING_BYTES, kilobytes, overBudget, TARGET_BYTES } from './bundle-budget.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const weights = builtPageWeights(dist);
for (const page of weights) {
  const mark = page.gzipBytes > CEILING_BYTES ? 'TE GROOT' : page.gzipBytes > TARGET_BYTES ? 'boven doel' : 'ok';
  console.log(
    `${mark.padEnd(10)} ${kilobytes(page.gzipBytes).padStart(9)}  ${String(page.files).padStart(3)} bestanden  ${page.path}`,
  );
}
const over = overBudget(weights, CEILING_BYTES);
if (over.length > 0) {
  console.error(
    `${over.length} pagina('s) laden bij de eerste keer meer dan ${kilobytes(CEILING_BYTES)} gzip JavaScript: ${over.map((page) => page.path).join(', ')}.`,
  );
  process.exit(1);
}
console.log(`Elke publieke pagina blijft onder het plafond van ${kilobytes(CEILING_BYTES)} (doel: ${kilobytes(TARGET_BYTES)}).`);
