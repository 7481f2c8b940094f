import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('skips empty values', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2')).toBe('flex gap-2');
  });

  it('lets a later class override an earlier one for the same property', () => {
    expect(cn('rounded-xl p-5 border-zinc-200', 'p-4 border-brand/40')).toBe('rounded-xl p-4 border-brand/40');
  });

  it('keeps variants apart: a dark-mode border stays beside a light one', () => {
    expect(cn('border-zinc-200 dark:border-zinc-800', 'border-red-500')).toBe('dark:border-zinc-800 border-red-500');
  });
});
