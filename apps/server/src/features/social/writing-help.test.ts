import type { ApiError, SocialWritingSuggestion } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPosts } from '../../db/schema/index.ts';
import { insertShop, insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager } from '../staff/staff-test-helpers.ts';

/** "Help me schrijven" without a model (ADR 078): text from the place's data or the law check's rewrite, else a refusal. */
type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let owner: Account;
let shop: { id: string; name: string };

const helpUrl = (id = shop.id, kind = 'coffeeshop') => `/api/social/places/${kind}/${id}/writing-help`;
const ask = (cookie: string | undefined, body: Record<string, unknown>, url = helpUrl()) =>
  t.request(url, { ...(cookie ? { cookie } : {}), body });
const postCount = async () => (await t.db.select({ id: socialPosts.id }).from(socialPosts)).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  shop = await insertShop(t.db, { ownerId: owner.userId });
});
afterAll(() => t.close());

describe('without a model', () => {
  it('writes a post from the place’s own data, within the shortest limit, with both checks', async () => {
    const before = await postCount();
    const response = await ask(owner.cookie, { networks: ['facebook', 'x'] });
    expect(response.status).toBe(200);
    const suggestion = await readJson<SocialWritingSuggestion>(response);
    expect(suggestion).toMatchObject({
      source: 'data',
      producedBy: 'ingebouwde assistent (geen taalmodel)',
      limit: 280,
      checks: { law: { applies: true, blocked: false } },
    });
    expect(suggestion.text).toContain(`Welkom bij ${shop.name}, Oudegracht 12 in Utrecht.`);
    expect([...suggestion.text].length).toBeLessThanOrEqual(280);
    expect(await postCount()).toBe(before);
  });

  it('rewrites a promoting text with the law check’s own rewrite, which passes it', async () => {
    const response = await ask(owner.cookie, {
      networks: ['instagram'],
      text: 'Deze week 20% korting op alle soorten! Tot ziens aan de Oudegracht.',
    });
    expect(response.status).toBe(200);
    const suggestion = await readJson<SocialWritingSuggestion>(response);
    expect(suggestion.source).toBe('rewrite');
    expect(suggestion.text).not.toContain('20% korting');
    expect(suggestion.checks.law.blocked).toBe(false);
    expect(suggestion.limit).toBe(2200);
  });

  it('refuses in Dutch when there is nothing to rewrite, and for a venue’s text', async () => {
    const refused = await ask(owner.cookie, { networks: ['facebook'], text: 'Vanaf zaterdag zijn we open tot 23:00.' });
    expect(refused.status).toBe(422);
    const body = await readJson<ApiError>(refused);
    expect(body.message).toContain(
      'zonder taalmodel herschrijft de schrijfhulp alleen wat de wetscheck voor coffeeshops afkeurt',
    );
    expect(body.issues?.[0]?.path).toEqual(['text']);
    const venueOwner = await t.signUp();
    const venue = await insertVenue(t.db, { ownerId: venueOwner.userId });
    const venueUrl = helpUrl(venue.id, 'venue');
    expect((await ask(venueOwner.cookie, { networks: ['facebook'], text: '20% korting op de lunch' }, venueUrl)).status).toBe(
      422,
    );
    const fromData = await readJson<SocialWritingSuggestion>(await ask(venueOwner.cookie, { networks: ['linkedin'] }, venueUrl));
    expect(fromData).toMatchObject({ source: 'data', checks: { law: { applies: false } } });
    expect(fromData.text).toContain(`Welkom bij ${venue.name}`);
  });

  it('refuses bad input with a Dutch message', async () => {
    const refused = await ask(owner.cookie, { networks: [] });
    expect(refused.status).toBe(422);
    const body = await readJson<ApiError>(refused);
    expect(body.message).toBe('De invoer is ongeldig. Controleer de gemarkeerde velden.');
    expect(body.issues).toEqual([expect.objectContaining({ path: ['networks'], message: 'Kies minstens één netwerk' })]);
  });
});

describe('who may ask', () => {
  it('answers the owner’s managers with the details right and admins; refuses others', async () => {
    const manager = await addManager(t, owner, 'coffeeshop', shop.id, ['details']);
    expect((await ask(manager.cookie, { networks: ['facebook'] })).status).toBe(200);
    const menuOnly = await addManager(t, owner, 'coffeeshop', shop.id, ['menu']);
    const noRight = await ask(menuOnly.cookie, { networks: ['facebook'] });
    expect(noRight.status).toBe(403);
    expect((await readJson<ApiError>(noRight)).message).toBe(
      'Je mag geen berichten voor deze zaak maken: vraag de eigenaar om het recht "gegevens".',
    );
    expect((await ask(undefined, { networks: ['facebook'] })).status).toBe(401);
    const admin = await t.userWithRole('admin');
    expect((await ask(admin.cookie, { networks: ['facebook'] })).status).toBe(200);
  });

  it('refuses another owner’s place', async () => {
    const other = await t.signUp();
    await insertShop(t.db, { ownerId: other.userId });
    const refused = await ask(other.cookie, { networks: ['facebook'] });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je beheert deze coffeeshop niet.');
    const unknown = await ask(owner.cookie, { networks: ['facebook'] }, helpUrl('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
  });

  it('refuses a place whose plan has no social media, naming the plan', async () => {
    const basisOwner = await t.signUp();
    const basis = await insertShop(t.db, { ownerId: basisOwner.userId }, 'basis');
    const refused = await ask(basisOwner.cookie, { networks: ['facebook'] }, helpUrl(basis.id));
    expect(refused.status).toBe(403);
    const body = await readJson<ApiError>(refused);
    expect(body.code).toBe('MODULE_NOT_IN_PLAN');
    expect(body.message).toContain('Je hebt minstens het abonnement Groei nodig');
  });

  it('refuses while the AI kill switch is on (503), and works again once it is off', async () => {
    const admin = await t.userWithRole('admin');
    const set = (on: boolean) =>
      t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', cookie: admin.cookie, body: { on } });
    expect((await set(true)).status).toBe(200);
    const off = await ask(owner.cookie, { networks: ['facebook'] });
    expect(off.status).toBe(503);
    expect((await readJson<ApiError>(off)).message).toBe('De AI-assistenten staan tijdelijk uit. Probeer het later opnieuw.');
    expect((await set(false)).status).toBe(200);
    expect((await ask(owner.cookie, { networks: ['facebook'] })).status).toBe(200);
  });
});
