import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins class names in order', () => {
    expect(cn('rounded-xl p-5', 'border-zinc-200 dark:border-zinc-800')).toBe(
      'rounded-xl p-5 border-zinc-200 dark:border-zinc-800',
    );
  });

  it('skips empty values', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2')).toBe('flex gap-2');
    expect(cn(false, undefined)).toBe('');
  });

  it('does not merge: two classes for one property both stay (scripts/class-conflicts.test.ts keeps them out)', () => {
    expect(cn('p-5', 'p-4')).toBe('p-5 p-4');
  });
});
