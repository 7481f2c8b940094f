import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Files have one job and stay small (CONTRIBUTING.md). A source file may pass the limit only
 * when a comment near its top says why, starting with `Long file:`, so a reader knows it was
 * a choice (a table of messages, a seed data file) and not drift.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const LIMIT = 250;
const REASON = /\/\/ Long file: \S|\* Long file: \S/;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file && !file.includes('/migrations/'));
}

describe('file length', () => {
  it(`gives every source file over ${LIMIT} lines a "Long file:" comment near its top`, () => {
    const unexplained = sourceFiles().filter((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        return false; // deleted in the work tree but still in the index
      }
      const lines = text.split('\n');
      return lines.length > LIMIT && !REASON.test(lines.slice(0, 30).join('\n'));
    });
    expect(unexplained).toEqual([]);
  });

  it('sees the repository: the check reads real files', () => {
    expect(sourceFiles()).toContain('scripts/file-length.test.ts');
  });
});
