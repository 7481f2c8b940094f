import { findPrices, type MenuLine, repairOcrDigits } from '@platform/core';

/*
 * Positioned text (PDF text items or OCR words) into lines and columns: fragments on one row are joined, a wide gap
 * splits a row into segments, a price-only segment belongs to the segment on its left (a menu's price column), and
 * segments are read column by column when the page has columns.
 */

export interface Fragment {
  text: string;
  /** Top-left origin, in page-image pixels. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** OCR confidence 0..1; absent for PDF text. */
  confidence?: number;
}

interface Segment extends Fragment {
  parts: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function isPriceOnly(raw: string): boolean {
  const text = repairOcrDigits(raw);
  const tokens = findPrices(text);
  if (tokens.length === 0) return false;
  let rest = text;
  for (const token of [...tokens].reverse()) rest = rest.slice(0, token.labelStart) + rest.slice(token.end);
  return !/\p{L}{3,}/u.test(rest.replace(/\b(eur|euro)\b/gi, ''));
}

function joinSegment(fragments: Fragment[]): Segment {
  const text = fragments
    .map((fragment) => fragment.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const confidences = fragments.map((fragment) => fragment.confidence).filter((value): value is number => value !== undefined);
  return {
    text,
    x0: Math.min(...fragments.map((fragment) => fragment.x0)),
    y0: Math.min(...fragments.map((fragment) => fragment.y0)),
    x1: Math.max(...fragments.map((fragment) => fragment.x1)),
    y1: Math.max(...fragments.map((fragment) => fragment.y1)),
    ...(confidences.length > 0 ? { confidence: confidences.reduce((sum, value) => sum + value, 0) / confidences.length } : {}),
    parts: fragments.length,
  };
}

/** Groups fragments into reading-order lines of one page. `pageWidth` helps tell a column gap from a word gap. */
export function layoutLines(fragments: readonly Fragment[], page: number, pageWidth: number): MenuLine[] {
  const usable = fragments.filter((fragment) => fragment.text.trim() !== '' && fragment.y1 > fragment.y0);
  if (usable.length === 0) return [];
  const lineHeight = median(usable.map((fragment) => fragment.y1 - fragment.y0)) || 10;

  // Rows: fragments whose vertical centres lie within half a line height.
  const sorted = [...usable].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const rows: Fragment[][] = [];
  for (const fragment of sorted) {
    const centre = (fragment.y0 + fragment.y1) / 2;
    const row = rows.at(-1);
    const rowCentre = row ? median(row.map((item) => (item.y0 + item.y1) / 2)) : Number.NEGATIVE_INFINITY;
    if (row && Math.abs(centre - rowCentre) <= lineHeight * 0.5) row.push(fragment);
    else rows.push([fragment]);
  }

  // Segments: split a row where the gap is wider than about two and a half line heights.
  const gapLimit = Math.max(lineHeight * 2.5, pageWidth * 0.04);
  const segmentRows: Segment[][] = rows.map((row) => {
    const byX = [...row].sort((a, b) => a.x0 - b.x0);
    const groups: Fragment[][] = [];
    for (const fragment of byX) {
      const group = groups.at(-1);
      const last = group?.at(-1);
      if (group && last && fragment.x0 - last.x1 <= gapLimit) group.push(fragment);
      else groups.push([fragment]);
    }
    const segments = groups.map(joinSegment);
    // A price-only segment joins the segment on its left.
    const merged: Segment[] = [];
    for (const segment of segments) {
      const left = merged.at(-1);
      if (left && isPriceOnly(segment.text) && !isPriceOnly(left.text)) {
        merged[merged.length - 1] = { ...joinSegment([left, segment]), text: `${left.text}  ${segment.text}` };
      } else merged.push(segment);
    }
    return merged;
  });

  // Columns: a second column starts where several rows have a segment starting right of the page's middle third.
  const starts = segmentRows.flatMap((row) => row.slice(1).map((segment) => segment.x0));
  const columnStarts: number[] = [];
  if (starts.length >= 3) {
    const tolerance = lineHeight * 3;
    const clusters: number[][] = [];
    for (const start of [...starts].sort((a, b) => a - b)) {
      const cluster = clusters.at(-1);
      if (cluster && start - (cluster.at(-1) ?? start) <= tolerance) cluster.push(start);
      else clusters.push([start]);
    }
    for (const cluster of clusters)
      if (cluster.length >= Math.max(3, rows.length * 0.2)) columnStarts.push(Math.min(...cluster) - tolerance / 2);
  }
  const columnOf = (segment: Segment) => columnStarts.filter((start) => segment.x0 >= start).length;
  const columns = new Map<number, Segment[]>();
  for (const row of segmentRows) {
    for (const segment of row) {
      const column = columnOf(segment);
      columns.set(column, [...(columns.get(column) ?? []), segment]);
    }
  }
  const lines: MenuLine[] = [];
  for (const column of [...columns.keys()].sort((a, b) => a - b)) {
    for (const segment of columns.get(column) ?? []) {
      lines.push({
        text: segment.text,
        page,
        line: lines.length,
        box: {
          x: Math.round(segment.x0),
          y: Math.round(segment.y0),
          w: Math.round(segment.x1 - segment.x0),
          h: Math.round(segment.y1 - segment.y0),
        },
        ...(segment.confidence !== undefined ? { confidence: segment.confidence } : {}),
      });
    }
    // A blank line between columns: the last item of one column never takes the first line of the next.
    lines.push({ text: '', page, line: lines.length });
  }
  return lines;
}
