import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';
import { passesCompliance } from './compliance-gate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopWith(visibility: 'in_store' | 'public') {
  const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.active, true)).limit(1);
  if (!shop) throw new Error('seed heeft geen coffeeshop');
  await t.db.update(coffeeshops).set({ menuVisibility: visibility }).where(eq(coffeeshops.id, shop.id));
  return shop;
}

const shopContext = (placeId: string) => ({ brand: 'cannabis' as const, page: 'shop' as const, placeId });

describe('the cannabis knowledge assistant on a shop page', () => {
  it('gives no price for a shop whose menu is in-store only (art. 3b)', async () => {
    const shop = await shopWith('in_store');
    const { response } = await ask(t, 'Wat kost een gram?', { assistantId: 'cannabis', context: shopContext(shop.id) });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toContain('alleen in de winkel te zien');
    expect(answer.text).not.toMatch(/€|\d+,\d\d/);
  });

  it('names prices where the shop shows its menu to everyone', async () => {
    const shop = await shopWith('public');
    const { response } = await ask(t, 'Wat kost een gram?', { assistantId: 'cannabis', context: shopContext(shop.id) });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toContain(`Menu van ${shop.name}`);
    expect(answer.text).toMatch(/€\s?\d+,\d\d per gram/);
  });

  it('answers house rules and strain facts without prices', async () => {
    const shop = await shopWith('in_store');
    const rules = await ask(t, 'Wat zijn de huisregels?', { assistantId: 'cannabis', context: shopContext(shop.id) });
    expect(answerOf(await readUIStream(rules.response)).text).toContain('Toegang vanaf 18 jaar');
    const strains = await ask(t, 'Welke sativa soorten zijn er?', {
      assistantId: 'cannabis',
      context: { brand: 'cannabis', page: 'search' },
    });
    const facts = answerOf(await readUIStream(strains.response)).text;
    expect(facts).not.toContain('€');
  });
});

describe('the compliance gate', () => {
  it('stops promotion and health claims, and prices unless they came from a visible menu', () => {
    expect(passesCompliance('De openingstijden zijn 10:00–22:00.', false)).toBe(true);
    expect(passesCompliance('De sterkste wiet, nu met korting!', false)).toBe(false);
    expect(passesCompliance('Een gram kost € 10,00.', false)).toBe(false);
    expect(passesCompliance('Een gram kost € 10,00.', true)).toBe(true);
  });
});
