import type { ManagedPost } from '@platform/core';
import { readJson, type TestApp } from '../../test/test-app.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

export const POST = {
  kind: 'blog',
  brand: 'cannabis',
  title: 'Zo werkt het wietexperiment in Breda',
  summary: 'Wat verandert er voor bezoekers van coffeeshops in Breda?',
  body: '<p>Sinds dit jaar doet Breda mee aan het experiment gesloten coffeeshopketen. Alle coffeeshops verkopen alleen nog gereguleerde cannabis van aangewezen telers.</p>',
  publication: 'now',
};

/** A new account that an admin made editor through the user management. */
export async function editorAccount(t: TestApp, admin: Account): Promise<Account> {
  const editor = await t.signUp();
  const response = await t.request(`/api/admin/users/${editor.userId}/editor`, {
    cookie: admin.cookie,
    method: 'PUT',
    body: { editor: true },
  });
  if (response.status !== 200) throw new Error(`grant failed: ${response.status} ${await response.text()}`);
  return editor;
}

export async function writePost(t: TestApp, cookie: string, body: Record<string, unknown> = {}, path = '/api/content/posts') {
  const response = await t.request(path, { cookie, body: { ...POST, ...body } });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return readJson<ManagedPost>(response);
}
