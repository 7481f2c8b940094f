import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toast as sonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { releaseToasts, toast } from './toast.ts';

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
  it('keeps toasts until a Toaster listens, then hands the message and options to sonner', async () => {
    toast.success('Opgeslagen', { description: 'Klaar' });
    toast.error('Mislukt');
    // sonner has loaded, but no Toaster has subscribed: sonner would drop them, so they wait.
    await import('sonner');
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(sonnerToast.error).not.toHaveBeenCalled();
    releaseToasts();
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
