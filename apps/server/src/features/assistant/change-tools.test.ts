// Long file: each data-changing tool × confirmation, role and ownership shares one app, shop, venue and maker.
import type { AiSuggestion, AssistantContext, AssistantId, AssistantThread, MakerDraft } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopManagers, coffeeshops, dishes, makerDrafts, products } from '../../db/schema/index.ts';
import { insertMaker, insertProduct } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

let t: TestApp;
let shopId: string;
let productId: string;
let venueId: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let maker: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  maker = await t.signUp();
  await insertMaker(t.db, { userId: maker.userId });
  const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.active, true)).limit(1);
  if (!shop) throw new Error('seed heeft geen coffeeshop');
  shopId = shop.id;
  await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shopId));
  productId = (await insertProduct(t.db, { coffeeshopId: shopId, naam: 'Zuiderzee Kush', voorraad: 3 })).id;
  const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
  venueId = venue.id;
});
afterAll(() => t.close());

const shop = (): AssistantContext => ({ brand: 'cannabis', page: 'shop', placeId: shopId });
const venue = (): AssistantContext => ({ brand: 'hospitality', page: 'venue', placeId: venueId });

/** Asks, checks an approval is asked and nothing ran yet, then answers it; returns the final answer. */
async function askAndAnswer(
  text: string,
  options: { cookie?: string; context: AssistantContext; assistantId?: AssistantId; approved?: boolean },
  untouched?: () => Promise<unknown>,
) {
  const assistantId = options.assistantId ?? 'general';
  const { id, response } = await ask(t, text, {
    assistantId,
    context: options.context,
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  const asked = answerOf(await readUIStream(response));
  expect(asked.approvals).toHaveLength(1);
  const before = untouched ? await untouched() : null;
  const thread = await readJson<AssistantThread>(
    await t.request(`/api/assistant/threads/${id}`, options.cookie ? { cookie: options.cookie } : {}),
  );
  const last = thread.messages.at(-1);
  if (!last) throw new Error('geen antwoord opgeslagen');
  const answered = {
    ...last,
    parts: last.parts.map((part) =>
      part.state === 'approval-requested'
        ? {
            ...part,
            state: 'approval-responded',
            approval: { id: asked.approvals[0]?.approvalId, approved: options.approved ?? true },
          }
        : part,
    ),
  };
  const done = await t.request('/api/assistant/chat', {
    body: { id, messages: [answered], assistantId, context: options.context },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
  return { answer: answerOf(await readUIStream(done)), before };
}

const stockOf = async () =>
  (await t.db.select({ voorraad: products.voorraad }).from(products).where(eq(products.id, productId)))[0]?.voorraad;

describe('changeStock', () => {
  it('changes nothing until the owner confirms, then sets the stock and cites the product', async () => {
    const { answer, before } = await askAndAnswer(
      'Zet de voorraad van Zuiderzee Kush op 20',
      { cookie: owner.cookie, context: shop() },
      stockOf,
    );
    expect(before).toBe(3);
    expect(answer.text).toContain('staat nu op 20 (was 3)');
    expect(answer.sources[0]?.url).toBe(`/menu-management?shop=${shopId}&q=Zuiderzee%20Kush`);
    expect(await stockOf()).toBe(20);
  });

  it('lets staff with the menu right change it, and not staff without it', async () => {
    const staff = await t.signUp();
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shopId, userId: staff.userId, permissions: ['menu'] });
    const allowed = await askAndAnswer('Zet de voorraad van Zuiderzee Kush op 12', { cookie: staff.cookie, context: shop() });
    expect(allowed.answer.text).toContain('staat nu op 12 (was 20)');
    const other = await t.signUp();
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shopId, userId: other.userId, permissions: ['staff'] });
    const refused = await askAndAnswer('Zet de voorraad van Zuiderzee Kush op 99', { cookie: other.cookie, context: shop() });
    expect(refused.answer.text).toContain('Je beheert geen coffeeshop');
    expect(await stockOf()).toBe(12);
    await t.db.update(products).set({ voorraad: 20 }).where(eq(products.id, productId));
  });

  it('changes nothing when the owner declines', async () => {
    const { answer } = await askAndAnswer('Zet de voorraad van Zuiderzee Kush op 5', {
      cookie: owner.cookie,
      context: shop(),
      approved: false,
    });
    expect(answer.text).toContain('Niet uitgevoerd');
    expect(await stockOf()).toBe(20);
  });

  it('refuses someone who does not run the shop, a demo account and a visitor, and changes nothing', async () => {
    const stranger = await t.signUp();
    const refused = await askAndAnswer('Zet de voorraad van Zuiderzee Kush op 1', { cookie: stranger.cookie, context: shop() });
    expect(refused.answer.text).toContain('Je beheert geen coffeeshop');
    // A demo account may chat (ADR 043) but is offered no tool that changes data.
    const demo = await t.userWithRole('demo');
    const asDemo = await ask(t, 'Zet de voorraad van Zuiderzee Kush op 1', { context: shop(), cookie: demo.cookie });
    expect(asDemo.response.status).toBe(200);
    expect(answerOf(await readUIStream(asDemo.response)).approvals).toEqual([]);
    const visitor = await ask(t, 'Zet de voorraad van Zuiderzee Kush op 1', { context: shop() });
    const chunks = answerOf(await readUIStream(visitor.response));
    expect(chunks.approvals).toEqual([]);
    expect(chunks.text).toContain('alleen voor wie is ingelogd');
    expect(await stockOf()).toBe(20);
  });
});

describe('draftMenuItem', () => {
  it('adds a dish to the owner’s venue after confirmation, and cites it', async () => {
    const { answer } = await askAndAnswer('Maak een gerecht Pompoensoep voor €7,50', {
      cookie: owner.cookie,
      context: venue(),
      assistantId: 'tastee',
    });
    expect(answer.text).toMatch(/“Pompoensoep” \(€\s7,50\) staat nu op het menu/);
    const [dish] = await t.db.select().from(dishes).where(eq(dishes.name, 'Pompoensoep'));
    expect(dish?.price).toBe(7.5);
    expect(answer.sources[0]?.url).toContain(`#gerecht-${dish?.id}`);
  });

  it('adds an inactive product (a concept) at the owner’s coffeeshop', async () => {
    const { answer } = await askAndAnswer('Maak een product Noordster Haze voor €11', { cookie: owner.cookie, context: shop() });
    expect(answer.text).toContain('als concept (niet actief');
    const [row] = await t.db.select().from(products).where(eq(products.naam, 'Noordster Haze'));
    expect(row).toMatchObject({ actief: false, voorraad: 0, coffeeshopId: shopId });
  });

  it('adds nothing for someone else', async () => {
    const stranger = await t.signUp();
    const { answer } = await askAndAnswer('Maak een gerecht Spookgerecht voor €9', { cookie: stranger.cookie, context: venue() });
    expect(answer.text).toContain('Je beheert geen zaak');
    expect(await t.db.select().from(dishes).where(eq(dishes.name, 'Spookgerecht'))).toEqual([]);
  });
});

describe('draftPost', () => {
  it('stores a checked concept for a maker from the platform’s facts and cites it', async () => {
    const { answer } = await askAndAnswer('Schrijf een bericht over het ingezetenencriterium', {
      cookie: maker.cookie,
      context: { brand: 'cannabis', page: 'general' },
    });
    expect(answer.text).toContain('gemaakt door: ingebouwde assistent (geen taalmodel)');
    const id = /concept=([0-9a-f-]{36})/.exec(String(answer.sources[0]?.url))?.[1];
    const draft = await readJson<MakerDraft>(await t.request(`/api/community/drafts/${id}`, { cookie: maker.cookie }));
    expect(draft.body).toContain('ingezetenencriterium');
    // The maker's concepts are in their data export (AVG art. 15).
    const exported = await readJson<{ communityDrafts: Array<{ id: string }> }>(
      await t.request('/api/me/export', { cookie: maker.cookie }),
    );
    expect(exported.communityDrafts.map((row) => row.id)).toContain(id);
    const other = await t.request(`/api/community/drafts/${id}`, { cookie: owner.cookie });
    expect(other.status).toBe(404);
    expect((await readJson<{ message: string }>(other)).message).toBe('Dit concept bestaat niet (meer).');
  });

  it('stores nothing for someone who is not a maker', async () => {
    const before = (await t.db.select().from(makerDrafts)).length;
    const { answer } = await askAndAnswer('Schrijf een bericht over het wietexperiment', {
      cookie: owner.cookie,
      context: { brand: 'cannabis', page: 'general' },
    });
    expect(answer.text).toContain('Alleen actieve Community Makers');
    expect(await t.db.select().from(makerDrafts)).toHaveLength(before);
  });
});

describe('Community Maker AI Assistent and AI Review (built-in)', () => {
  it('drafts an educational post from the platform’s facts, honest about what wrote it', async () => {
    const response = await t.request('/api/assistant/community/draft', {
      body: { topic: 'het wietexperiment' },
      cookie: maker.cookie,
    });
    const suggestion = await readJson<AiSuggestion>(response);
    expect(suggestion).toMatchObject({ offered: true, builtin: true, producedBy: 'ingebouwde assistent (geen taalmodel)' });
    expect(suggestion.text).toContain('aangewezen telers');
  });

  it('says plainly when it has nothing to write from', async () => {
    const suggestion = await readJson<AiSuggestion>(
      await t.request('/api/assistant/community/draft', { body: { topic: 'de geschiedenis van jazz' }, cookie: maker.cookie }),
    );
    expect(suggestion.offered).toBe(false);
    expect(suggestion.reason).toContain('geen gegevens');
  });

  it('rewrites a promoting draft without the promotion', async () => {
    const suggestion = await readJson<AiSuggestion>(
      await t.request('/api/assistant/community/review', {
        body: { text: 'Kom langs bij onze coffeeshop in Utrecht: deze week 20% korting op alle soorten!' },
        cookie: maker.cookie,
      }),
    );
    expect(suggestion.offered).toBe(true);
    expect(suggestion.text).not.toMatch(/20%|korting/i);
    expect(suggestion.notes.join(' ')).toMatch(/korting/i);
  });

  it('refuses someone who is not a maker (403 in Dutch) and a visitor (401)', async () => {
    const refused = await t.request('/api/assistant/community/review', { body: { text: 'Hallo' }, cookie: owner.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<{ message: string }>(refused)).message).toContain('Alleen actieve Community Makers');
    expect((await t.request('/api/assistant/community/review', { body: { text: 'Hallo' } })).status).toBe(401);
    const empty = await t.request('/api/assistant/community/draft', { body: { topic: '' }, cookie: maker.cookie });
    expect(empty.status).toBe(422);
  });
});
