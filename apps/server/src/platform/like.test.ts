import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('wraps the text and matches %, _ and \\ literally', () => {
    expect(containsPattern('amnesia')).toBe('%amnesia%');
    expect(containsPattern('50%_x\\')).toBe('%50\\%\\_x\\\\%');
  });
});
