import { parseMenuLines } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { type Fragment, layoutLines } from './layout.ts';

/** Words of one row: [text, x] at height `y`, each word 12 px per letter wide and 20 px high. */
const row = (y: number, words: Array<[string, number]>, confidence?: number): Fragment[] =>
  words.map(([text, x]) => ({ text, x0: x, y0: y, x1: x + text.length * 12, y1: y + 20, ...(confidence ? { confidence } : {}) }));

describe('layoutLines', () => {
  it('joins a far price column to its names and reads two columns one after the other', () => {
    const fragments = [
      ...row(100, [
        ['Voorgerechten', 50],
        ['Desserts', 650],
      ]),
      ...row(140, [
        ['Tomatensoep', 50],
        ['6,50', 480],
        ['Appeltaart', 650],
        ['5,-', 1080],
      ]),
      ...row(180, [
        ['Carpaccio', 50],
        ['11,50', 470],
        ['Tiramisu', 650],
        ['7,50', 1080],
      ]),
      ...row(
        220,
        [
          ['Uiensoep', 50],
          ['7-', 480],
          ['Dame', 650],
          ['blanche', 710],
          ['8,-', 1080],
        ],
        0.9,
      ),
    ];
    const lines = layoutLines(fragments, 1, 1200);
    expect(lines.filter((line) => line.text).map((line) => line.text)).toEqual([
      'Voorgerechten',
      'Tomatensoep  6,50',
      'Carpaccio  11,50',
      'Uiensoep  7-',
      'Desserts',
      'Appeltaart  5,-',
      'Tiramisu  7,50',
      'Dame blanche  8,-',
    ]);
    expect(lines[1]?.box).toEqual({ x: 50, y: 140, w: 478, h: 20 });
    const items = parseMenuLines(lines, { kind: 'horeca' }).items;
    expect(items.map((item) => [item.category, item.name, item.prices[0]?.amount])).toEqual([
      ['Voorgerechten', 'Tomatensoep', 6.5],
      ['Voorgerechten', 'Carpaccio', 11.5],
      ['Voorgerechten', 'Uiensoep', 7],
      ['Desserts', 'Appeltaart', 5],
      ['Desserts', 'Tiramisu', 7.5],
      ['Desserts', 'Dame blanche', 8],
    ]);
  });
});
