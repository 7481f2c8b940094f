import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that `npm run lint` keeps the boundaries of ARCHITECTURE.md: the repository's
 * own biome.json is run, with the pinned Biome, on a small fake repository of allowed and
 * forbidden imports. Removing or loosening a rule in biome.json makes a case here fail.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const BOUNDARY_RULES = ['lint/style/noRestrictedImports', 'lint/suspicious/noImportCycles', 'lint/style/noProcessEnv'] as const;
const INTERNALS = 'through its index.ts';
const WEB_TO_SERVER = 'apps/web must not import apps/server';
const SERVER_TO_WEB = 'apps/server must not import apps/web';

/** Fixture files by path; each is otherwise plain so only boundary rules can fire. */
const FIXTURES: Record<string, string> = {
  'apps/server/src/config.ts': 'export const port = process.env.PORT;\n',
  'apps/server/src/platform/log.ts': 'export const log = (line: string) => line;\n',
  'apps/server/src/platform/env.ts': 'export const secret = process.env.SESSION_SECRET;\n',
  'apps/server/src/platform/cycle-a.ts': "import { b } from './cycle-b.ts';\n\nexport const a = () => b();\n",
  'apps/server/src/platform/cycle-b.ts': "import { a } from './cycle-a.ts';\n\nexport const b = () => a();\n",
  'apps/server/src/platform/to-web.ts': "import { money } from '../../../web/src/lib/money.ts';\n\nexport const m = money;\n",
  'apps/server/src/features/alpha/alpha.service.ts': 'export const alpha = () => 1;\n',
  'apps/server/src/features/alpha/index.ts': "export { alpha } from './alpha.service.ts';\n",
  'apps/server/src/features/beta/uses-index.ts':
    "import { log } from '../../platform/log.ts';\nimport { alpha } from '../alpha/index.ts';\n\nexport const b = () => log(String(alpha()));\n",
  'apps/server/src/features/beta/uses-internals.ts':
    "import { alpha } from '../alpha/alpha.service.ts';\n\nexport const b = () => alpha();\n",
  'apps/web/src/lib/money.ts': 'export const money = (cents: number) => cents / 100;\n',
  'apps/web/src/lib/to-server.ts': "import { port } from '../../../server/src/config.ts';\n\nexport const p = port;\n",
  'apps/web/src/lib/to-server-package.ts': "import { port } from '@platform/server';\n\nexport const p = port;\n",
  'apps/web/src/features/gamma/api/get-gamma.ts': 'export const getGamma = () => 1;\n',
  'apps/web/src/features/gamma/index.ts': "export { getGamma } from './api/get-gamma.ts';\n",
  'apps/web/src/features/delta/components/uses-index.ts':
    "import { money } from '../../../lib/money.ts';\nimport { getGamma } from '../../gamma/index.ts';\nimport { own } from '../api/own.ts';\n\nexport const d = () => money(getGamma() + own);\n",
  'apps/web/src/features/delta/components/uses-internals.ts':
    "import { getGamma } from '../../gamma/api/get-gamma.ts';\n\nexport const d = getGamma;\n",
  'apps/web/src/features/delta/api/own.ts': 'export const own = 2;\n',
  'apps/web/src/features/delta/routes.ts':
    "import { getGamma } from '../gamma/api/get-gamma.ts';\n\nexport const r = getGamma;\n",
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let dir: string;
let diagnostics: Diagnostic[];

/** The boundary diagnostics Biome reported for one fixture file. */
function reported(file: string): { rule: string; message: string }[] {
  return diagnostics.filter((d) => d.location.path === file).map((d) => ({ rule: d.category, message: d.message }));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  // The real configuration; only what ties it to this checkout (schema path, git, file list) is left out.
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const report = path.join(dir, 'report.json');
  const run = spawnSync(BIOME, ['lint', '--reporter=json', `--reporter-file=${report}`, '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  const all = (JSON.parse(readFileSync(report, 'utf8')) as { diagnostics: Diagnostic[] }).diagnostics;
  diagnostics = all.filter((d) => (BOUNDARY_RULES as readonly string[]).includes(d.category));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('lint boundaries (biome.json)', () => {
  it('refuses a server feature importing another feature’s internals', () => {
    expect(reported('apps/server/src/features/beta/uses-internals.ts')).toEqual([
      { rule: 'lint/style/noRestrictedImports', message: expect.stringContaining(INTERNALS) },
    ]);
  });

  it('refuses a web feature importing another feature’s internals, from any depth', () => {
    for (const file of ['apps/web/src/features/delta/components/uses-internals.ts', 'apps/web/src/features/delta/routes.ts']) {
      expect(reported(file), file).toEqual([
        { rule: 'lint/style/noRestrictedImports', message: expect.stringContaining(INTERNALS) },
      ]);
    }
  });

  it('allows another feature through its index.ts, the platform, lib and the own feature', () => {
    expect(reported('apps/server/src/features/beta/uses-index.ts')).toEqual([]);
    expect(reported('apps/web/src/features/delta/components/uses-index.ts')).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(reported('apps/server/src/platform/cycle-a.ts')).toEqual([
      { rule: 'lint/suspicious/noImportCycles', message: expect.any(String) },
    ]);
  });

  it('refuses apps/web importing apps/server, by path or package', () => {
    for (const file of ['apps/web/src/lib/to-server.ts', 'apps/web/src/lib/to-server-package.ts']) {
      expect(reported(file), file).toEqual([
        { rule: 'lint/style/noRestrictedImports', message: expect.stringContaining(WEB_TO_SERVER) },
      ]);
    }
  });

  it('refuses apps/server importing apps/web', () => {
    expect(reported('apps/server/src/platform/to-web.ts')).toEqual([
      { rule: 'lint/style/noRestrictedImports', message: expect.stringContaining(SERVER_TO_WEB) },
    ]);
  });

  it('refuses process.env outside config.ts', () => {
    expect(reported('apps/server/src/platform/env.ts')).toEqual([
      { rule: 'lint/style/noProcessEnv', message: expect.any(String) },
    ]);
    expect(reported('apps/server/src/config.ts')).toEqual([]);
  });
});
