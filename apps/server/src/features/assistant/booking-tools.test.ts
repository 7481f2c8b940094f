import { type AssistantThread, addDays, dutchDate } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

let t: TestApp;
let venueId: string;
let ownerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  ownerCookie = owner.cookie;
  const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }, { seats: 4 }, { seats: 2 }], ownerId: owner.userId });
  venueId = venue.id;
});
afterAll(() => t.close());

const context = () => ({ brand: 'hospitality' as const, page: 'venue' as const, placeId: venueId });
const tomorrow = () => addDays(dutchDate(new Date()), 1);

describe('Tablee on a venue', () => {
  it('answers from the real availability', async () => {
    const { response } = await ask(t, 'Is er morgen om 19:00 plek voor 4?', { assistantId: 'tablee', context: context() });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toMatch(/^Ja, bij .+ is er .+ om 19:00 plek voor 4 personen\.$/);
    expect(answer.sources[0]?.url).toMatch(new RegExp(`/reserveren\\?datum=${tomorrow()}&personen=4&tijd=19:00$`));
  });

  it('books only after the person confirmed', async () => {
    const guest = await t.signUp();
    const booking = 'Boek morgen om 19:00 voor 4, mijn nummer is 06 12345678';
    const { id, response } = await ask(t, booking, { assistantId: 'tablee', context: context(), cookie: guest.cookie });
    const asked = answerOf(await readUIStream(response));
    expect(asked.approvals).toHaveLength(1);
    const held = () => t.db.select().from(reservations).where(eq(reservations.venueId, venueId));
    expect(await held()).toEqual([]);

    const thread = await readJson<AssistantThread>(await t.request(`/api/assistant/threads/${id}`, { cookie: guest.cookie }));
    const last = thread.messages.at(-1);
    if (!last) throw new Error('geen antwoord opgeslagen');
    const confirmed = {
      ...last,
      parts: last.parts.map((part) =>
        part.state === 'approval-requested'
          ? { ...part, state: 'approval-responded', approval: { id: asked.approvals[0]?.approvalId, approved: true } }
          : part,
      ),
    };
    const answer = await t.request('/api/assistant/chat', {
      body: { id, messages: [...thread.messages.slice(0, -1), confirmed], assistantId: 'tablee', context: context() },
      cookie: guest.cookie,
    });
    const done = answerOf(await readUIStream(answer));
    expect(done.text).toContain('Geboekt');
    const rows = await held();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: guest.email, partySize: 4, source: 'online', phone: '06 12345678' });

    // A second approval of the same request finds nothing open.
    const again = await t.request('/api/assistant/chat', {
      body: { id, messages: [confirmed], assistantId: 'tablee', context: context() },
      cookie: guest.cookie,
    });
    expect(again.status).toBe(422);
    expect(await held()).toHaveLength(1);
  });

  it('gives an owner their own reservations of a day, and another user none', async () => {
    const { response } = await ask(t, 'Welke reserveringen heb ik morgen?', {
      assistantId: 'tablee',
      context: context(),
      cookie: ownerCookie,
    });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toContain('19:00: 4 personen');
    expect(answer.sources[0]?.url).toBe(`/horeca-manager?zaak=${venueId}&datum=${tomorrow()}`);
    const stranger = await t.signUp();
    const theirs = await ask(t, 'Welke reserveringen heb ik morgen?', {
      assistantId: 'tablee',
      context: context(),
      cookie: stranger.cookie,
    });
    const none = answerOf(await readUIStream(theirs.response));
    expect(none.text).toContain('Je beheert geen horecazaak');
    expect(none.text).not.toContain('19:00');
    const anonymous = await ask(t, 'Welke reserveringen heb ik vandaag?', { assistantId: 'tablee', context: context() });
    expect(answerOf(await readUIStream(anonymous.response)).text).toContain('Log in');
  });
});
