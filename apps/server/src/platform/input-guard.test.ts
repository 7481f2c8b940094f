import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './input-guard.ts';

describe('findControlCharacter', () => {
  it('names the path of the first key or value with a control character', () => {
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findControlCharacter({ a: { 'sleutel\u0007': 1 } })).toEqual(['a', 'sleutel\u0007']);
    expect(findControlCharacter({ text: 'regel 1\nregel 2\tmet tab' })).toBeNull();
    expect(findControlCharacter([1, null, true, 'gewoon'])).toBeNull();
  });

  it('walks a body nested 100,000 levels deep without recursion', () => {
    const depth = 100_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    const path = findControlCharacter(body);
    expect(path).toHaveLength(depth);
    expect(path?.every((part) => part === 0)).toBe(true);
  });
});
