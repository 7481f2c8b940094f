import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's integration test files run with `isolate: false` (vitest.config.ts, ADR 028): files in one worker share
 * their modules. A module mock, a stubbed global or env, or fake timers in one file would then leak into the next file
 * that worker runs, so a server test may not use them, nor set `process.env`, `globalThis` or `Date.now`, or add
 * process listeners. Tests pass what they need through createTestApp's options.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const LEAKING_CALLS =
  /\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers|setSystemTime|resetModules|spyOn)\s*\(|\bprocess\.env\.\w+\s*=[^=]|\bprocess\.on\(|\b(globalThis\.\w+|Date\.now)\s*=[^=]/;

// Git pathspecs match `*` across directories, so `src/*.test.ts` is every test file below src.
function serverTestFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src/*.test.ts', 'apps/server/src/test/*.ts'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return listed.split('\n').filter(Boolean);
}

export function leakingCalls(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => LEAKING_CALLS.test(line))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe('server tests share modules safely', () => {
  it('no server test file mocks modules, stubs globals or env, spies or fakes timers', () => {
    const offenders = serverTestFiles().flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        return []; // deleted in the work tree but still in the index
      }
      return leakingCalls(text).map((hit) => `${file}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('finds each leaking call', () => {
    expect(leakingCalls("vi.mock('../mailer.ts');\nconst a = 1;\nvi.stubEnv('X', 'y');")).toEqual([
      "1: vi.mock('../mailer.ts');",
      "3: vi.stubEnv('X', 'y');",
    ]);
    expect(leakingCalls('vi.fn(); vi.waitFor(() => true);')).toEqual([]);
    expect(
      leakingCalls("process.env.TZ = 'UTC';\nDate.now = () => 0;\nprocess.on('exit', done);\nvi.setSystemTime(0);"),
    ).toHaveLength(4);
    expect(leakingCalls("if (process.env.DATABASE_URL === '') skip();\nconst now = Date.now();")).toEqual([]);
  });

  it('sees the repository: the check reads real files', () => {
    expect(serverTestFiles()).toContain('apps/server/src/main.test.ts');
  });
});
