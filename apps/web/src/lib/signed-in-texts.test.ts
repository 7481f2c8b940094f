import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import signedIn from '../locales/signed-in/nl.json';

/*
 * The signed-in texts (signed-in-texts.ts) load only behind the sign-in guard and in the public paths' tools: a public
 * page that read one of their keys would show the raw key to a visitor. So their keys may appear only in files of
 * screens that are reached signed in.
 */
const SIGNED_IN_ONLY = [
  'components/opening-periods-editor.tsx',
  'features/accounts/components/security-panel.tsx',
  'features/cannabis-admin/',
  'features/community/',
  'features/dashboard/pages/',
  'features/horeca/components/course-menu-editor.tsx',
  'features/horeca/components/menu-editor.tsx',
  'features/horeca/components/venue-form.tsx',
  'features/horeca/components/venue-kind-fields.tsx',
  'features/horeca/components/venue-panels.tsx',
  'features/horeca/components/venue-preview.tsx',
  'features/horeca/pages/venue-editor-pages.tsx',
  'features/menu/',
  'features/onboarding/',
  'features/users/',
];

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the signed-in texts', () => {
  const keys = Object.keys(signedIn);
  // A key path, not a file name ('menu.csv').
  const uses = new RegExp(`['"\`](${keys.join('|')})\\.(?!(csv|json|pdf|png|ics)['"\`])[a-zA-Z]`);
  const files = sourceFiles(root).map((file) => path.relative(root, file).split(path.sep).join('/'));

  it('are read only by screens behind sign-in', () => {
    const readers = files.filter((file) => uses.test(readFileSync(path.join(root, file), 'utf8')));
    const elsewhere = readers.filter((file) => !SIGNED_IN_ONLY.some((allowed) => file.startsWith(allowed)));
    expect(readers.length).toBeGreaterThan(20);
    expect(elsewhere).toEqual([]);
  });
});
