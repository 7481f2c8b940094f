import type { ConversationDetail, ConversationSummary, OwnerDraft, OwnerPlace } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, venueManagers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venueId: string;
let venueName: string;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
  venueId = venue.id;
  venueName = venue.name;
  const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.active, true)).limit(1);
  if (!shop) throw new Error('seed heeft geen coffeeshop');
  shopId = shop.id;
  await t.db.update(coffeeshops).set({ ownerId: owner.userId, menuVisibility: 'in_store' }).where(eq(coffeeshops.id, shopId));
});
afterAll(() => t.close());

describe('/gesprekken-assistent: draft answers', () => {
  it('lists the owner’s places', async () => {
    const places = await readJson<OwnerPlace[]>(await t.request('/api/assistant/owner/places', { cookie: owner.cookie }));
    expect(places.map((place) => place.id).sort()).toEqual([venueId, shopId].sort());
  });

  it('drafts an answer naming the venue’s opening hours, addressed to the guest', async () => {
    const draft = await readJson<OwnerDraft>(
      await t.request('/api/assistant/owner/draft-answer', {
        body: { placeId: venueId, question: 'Hoe laat zijn jullie zaterdag open?' },
        cookie: owner.cookie,
      }),
    );
    expect(draft.answer).toMatch(/^Beste gast,/);
    expect(draft.answer).toContain(`Openingstijden van ${venueName}`);
    expect(draft.answer).toContain('zaterdag');
    expect(draft).toMatchObject({ builtin: true, producedBy: 'ingebouwde assistent (geen taalmodel)', reason: null });
    expect(draft.sources[0]?.title).toBe(venueName);
  });

  it('drafts as a guest would see it: no prices of an in-store-only menu', async () => {
    const draft = await readJson<OwnerDraft>(
      await t.request('/api/assistant/owner/draft-answer', {
        body: { placeId: shopId, question: 'Wat kost een gram?' },
        cookie: owner.cookie,
      }),
    );
    expect(draft.answer ?? '').not.toMatch(/€|\d+,\d\d/);
    expect(draft.answer).toContain('alleen in de winkel te zien');
  });

  it('says plainly when the data holds no answer', async () => {
    const draft = await readJson<OwnerDraft>(
      await t.request('/api/assistant/owner/draft-answer', {
        body: { placeId: venueId, question: 'Wie wint de Eredivisie?' },
        cookie: owner.cookie,
      }),
    );
    expect(draft.answer).toBeNull();
    expect(draft.reason).toContain('Die vraag kan ik niet beantwoorden');
  });

  it('refuses a place the person does not run (403), a visitor (401) and an empty question (422)', async () => {
    const stranger = await t.signUp();
    const refused = await t.request('/api/assistant/owner/draft-answer', {
      body: { placeId: venueId, question: 'Wanneer zijn jullie open?' },
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(403);
    expect((await readJson<{ message: string }>(refused)).message).toBe('Deze zaak beheer je niet.');
    const anonymous = await t.request('/api/assistant/owner/draft-answer', { body: { placeId: venueId, question: 'Open?' } });
    expect(anonymous.status).toBe(401);
    const empty = await t.request('/api/assistant/owner/draft-answer', {
      body: { placeId: venueId, question: '  ' },
      cookie: owner.cookie,
    });
    expect(empty.status).toBe(422);
    const problem = await readJson<{ message: string; fields?: Array<{ message: string }> }>(empty);
    expect(JSON.stringify(problem)).toContain('Plak eerst de vraag van de gast');
  });
});

describe('/gesprekken-management: conversations of the owner’s places', () => {
  it('lists visitors’ questions on the owner’s pages without who asked, searchable, and opens one', async () => {
    const context = { brand: 'hospitality' as const, page: 'venue' as const, placeId: venueId };
    const visitor = await ask(t, 'Wat is het adres?', { assistantId: 'tablee', context });
    await readUIStream(visitor.response);
    const guest = await t.signUp();
    const signedIn = await ask(t, 'Wanneer zijn jullie open?', { assistantId: 'tablee', context, cookie: guest.cookie });
    expect(answerOf(await readUIStream(signedIn.response)).errors).toEqual([]);
    const mine = await ask(t, 'Wat is het adres?', { assistantId: 'tablee', context, cookie: owner.cookie });
    await readUIStream(mine.response);

    const all = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations', { cookie: owner.cookie }),
    );
    expect(all.map((item) => item.id).sort()).toEqual([visitor.id, signedIn.id].sort());
    expect(all.find((item) => item.id === signedIn.id)).toMatchObject({ signedIn: true, questions: 1 });
    expect(JSON.stringify(all)).not.toContain(guest.email);

    const found = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations?q=open', { cookie: owner.cookie }),
    );
    expect(found.map((item) => item.id)).toEqual([signedIn.id]);
    const later = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations?from=2099-01-01', { cookie: owner.cookie }),
    );
    expect(later).toEqual([]);

    const detail = await readJson<ConversationDetail>(
      await t.request(`/api/assistant/owner/conversations/${visitor.id}`, { cookie: owner.cookie }),
    );
    expect(detail.messages[0]).toMatchObject({ role: 'user', text: 'Wat is het adres?' });
    expect(detail.messages[1]?.role).toBe('assistant');
  });

  it('shows someone else nothing of these places', async () => {
    const stranger = await t.signUp();
    expect(
      await readJson<ConversationSummary[]>(await t.request('/api/assistant/owner/conversations', { cookie: stranger.cookie })),
    ).toEqual([]);
    const [first] = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations', { cookie: owner.cookie }),
    );
    const hidden = await t.request(`/api/assistant/owner/conversations/${first?.id}`, { cookie: stranger.cookie });
    expect(hidden.status).toBe(404);
    const foreign = await t.request(`/api/assistant/owner/conversations?placeId=${venueId}`, { cookie: stranger.cookie });
    expect(foreign.status).toBe(403);
  });

  it('shows a manager without the details right nothing of the place, and one with it everything (ADR 060)', async () => {
    const [first] = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations', { cookie: owner.cookie }),
    );
    const menuOnly = await t.signUp();
    await t.db.insert(venueManagers).values({ venueId, userId: menuOnly.userId, permissions: ['menu', 'reservations'] });
    expect(await readJson<OwnerPlace[]>(await t.request('/api/assistant/owner/places', { cookie: menuOnly.cookie }))).toEqual([]);
    expect(
      await readJson<ConversationSummary[]>(await t.request('/api/assistant/owner/conversations', { cookie: menuOnly.cookie })),
    ).toEqual([]);
    const hidden = await t.request(`/api/assistant/owner/conversations/${first?.id}`, { cookie: menuOnly.cookie });
    expect(hidden.status).toBe(404);
    const foreign = await t.request(`/api/assistant/owner/conversations?placeId=${venueId}`, { cookie: menuOnly.cookie });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe('Deze zaak beheer je niet.');
    const draft = await t.request('/api/assistant/owner/draft-answer', {
      body: { placeId: venueId, question: 'Hoe laat zijn jullie open?' },
      cookie: menuOnly.cookie,
    });
    expect(draft.status).toBe(403);

    const details = await t.signUp();
    await t.db.insert(venueManagers).values({ venueId, userId: details.userId, permissions: ['details'] });
    const seen = await readJson<ConversationSummary[]>(
      await t.request('/api/assistant/owner/conversations', { cookie: details.cookie }),
    );
    expect(seen.map((item) => item.id)).toContain(first?.id);
    expect((await t.request(`/api/assistant/owner/conversations/${first?.id}`, { cookie: details.cookie })).status).toBe(200);
  });
});
