import type { ParseOptions } from './parser.ts';
import { parseMenuLines, randomId } from './parser.ts';
import { normalizePriceLabel, parseAmount } from './prices.ts';
import type { ParsedItem, ParsedPrice, ParseResult } from './schemas.ts';
import { findAllergensAndDiets, foldText } from './words.ts';

/*
 * CSV and XLSX rows into items. A header row names the columns (Dutch or English, or the platform's own product
 * export: naam;category;type;prijzen;…); price columns may carry a size (`1g`, `prijs 5g`, `glas`). Without a
 * recognisable header each row is read as a line of text.
 */

type Column =
  | { role: 'name' | 'description' | 'category' | 'thc' | 'cbd' | 'allergens' | 'diets' | 'prices' }
  | { role: 'price'; label?: string };

const HEADERS: Record<string, Column['role']> = {
  naam: 'name',
  name: 'name',
  product: 'name',
  gerecht: 'name',
  item: 'name',
  artikel: 'name',
  titel: 'name',
  soort: 'name',
  strain: 'name',
  drank: 'name',
  omschrijving: 'description',
  beschrijving: 'description',
  description: 'description',
  toelichting: 'description',
  ingredienten: 'description',
  categorie: 'category',
  category: 'category',
  rubriek: 'category',
  groep: 'category',
  sectie: 'category',
  section: 'category',
  thc: 'thc',
  'thc %': 'thc',
  'thc%': 'thc',
  cbd: 'cbd',
  'cbd %': 'cbd',
  'cbd%': 'cbd',
  allergenen: 'allergens',
  allergens: 'allergens',
  allergie: 'allergens',
  dieet: 'diets',
  diet: 'diets',
  diets: 'diets',
  prijzen: 'prices',
  prijs: 'price',
  price: 'price',
  bedrag: 'price',
  'prijs (€)': 'price',
  'prijs €': 'price',
  euro: 'price',
};

function columnFor(header: string): Column | null {
  const folded = foldText(header).replace(/\s+/g, ' ').trim();
  const role = HEADERS[folded];
  if (role === 'price') return { role: 'price' };
  if (role) return { role } as Column;
  const sized = folded.match(
    /^(?:prijs|price|€)?\s*(?:per\s+)?(\d+(?:[.,]\d+)?\s?(?:g|gr|gram|cl|ml|l|ltr|st)\.?|glas|fles|karaf|klein|groot|small|large|joint)\s*(?:\(€\)|€)?$/,
  );
  if (sized) return { role: 'price', label: normalizePriceLabel(sized[1] ?? '') };
  return null;
}

/** `1g=11,50|5g=52` (the product export) into prices. */
function exportPrices(text: string): ParsedPrice[] {
  return text
    .split('|')
    .map((part) => part.split('='))
    .flatMap(([label, amount]) => {
      const value = parseAmount(amount ?? '');
      return value === null ? [] : [{ label: normalizePriceLabel(label ?? ''), amount: value }];
    });
}

/** Parses table rows (first row may be a header). */
export function parseMenuRows(rows: readonly (readonly string[])[], options: ParseOptions): ParseResult {
  const newId = options.newId ?? randomId;
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const header = filled[0] ?? [];
  const columns = header.map(columnFor);
  const hasName = columns.some((column) => column?.role === 'name');
  const hasPrice = columns.some((column) => column?.role === 'price' || column?.role === 'prices');
  if (!hasName || !hasPrice) {
    // No header we know: read each row as a line ("Margherita;12,50" → "Margherita 12,50").
    return parseMenuLines(
      filled.map((row, index) => ({
        text: row
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join('  '),
        page: 1,
        line: index,
      })),
      options,
    );
  }
  const items: ParsedItem[] = [];
  const warnings: string[] = [];
  filled.slice(1).forEach((row, index) => {
    const item: ParsedItem = { id: newId(), name: '', prices: [], confidence: 1, fieldConfidence: { name: 0.99, prices: 0.99 } };
    let badPrice = false;
    columns.forEach((column, columnIndex) => {
      const cell = (row[columnIndex] ?? '').trim();
      if (!column || cell === '') return;
      switch (column.role) {
        case 'name':
          item.name = cell;
          break;
        case 'description':
          item.description = cell;
          item.fieldConfidence.description = 0.99;
          break;
        case 'category':
          item.category = cell;
          item.fieldConfidence.category = 0.99;
          break;
        case 'thc':
        case 'cbd': {
          const value = Number(cell.replace('%', '').replace(',', '.').trim());
          if (Number.isFinite(value) && value >= 0 && value <= 45) {
            item[column.role] = value;
            item.fieldConfidence[column.role] = 0.99;
          }
          break;
        }
        case 'allergens':
        case 'diets': {
          const found = findAllergensAndDiets(`allergenen: ${cell}`);
          if (column.role === 'allergens' && found.allergens.length > 0) {
            item.allergens = found.allergens;
            item.fieldConfidence.allergens = 0.95;
          }
          const diets = findAllergensAndDiets(cell).diets;
          if (diets.length > 0) item.diets = diets;
          break;
        }
        case 'prices':
          item.prices.push(...exportPrices(cell));
          break;
        case 'price': {
          const amount = parseAmount(cell);
          if (amount === null) badPrice = true;
          else item.prices.push(column.label ? { label: column.label, amount } : { amount });
          break;
        }
      }
    });
    if (!item.name) {
      if (item.prices.length > 0) warnings.push(`Rij ${index + 2} heeft een prijs zonder naam`);
      return;
    }
    if (badPrice || item.prices.length === 0) item.fieldConfidence.prices = badPrice ? 0.4 : 0.3;
    item.confidence = Math.min(item.fieldConfidence.name, item.fieldConfidence.prices);
    items.push(item);
  });
  if (items.length === 0) warnings.push('Er zijn geen menu-items met een prijs gevonden');
  const low = items.filter((item) => item.confidence < 0.8).length;
  if (low > 0) warnings.push(`${low} ${low === 1 ? 'item moet' : 'items moeten'} worden nagekeken`);
  return { items, warnings, pages: [{ page: 1, width: 0, height: 0 }] };
}

/** Splits CSV text (`;` or `,` or tab, quotes allowed) into rows. */
export function splitCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
