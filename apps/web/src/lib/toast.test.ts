import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toast as sonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('toast', () => {
  it('hands the message and options to sonner once it has loaded', async () => {
    toast.success('Opgeslagen', { description: 'Klaar' });
    toast.error('Mislukt');
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledWith('Mislukt'));
    expect(sonnerToast.success).toHaveBeenCalledWith('Opgeslagen', { description: 'Klaar' });
  });

  it('is the only static import of sonner’s toast in the app, so sonner stays out of pages’ first load', () => {
    const offenders = sourceFiles(SRC).filter((file) => {
      if (file === path.join(SRC, 'lib/toast.ts')) return false;
      return /import\s*\{[^}]*\btoast\b[^}]*\}\s*from\s*'sonner'/.test(readFileSync(file, 'utf8'));
    });
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
