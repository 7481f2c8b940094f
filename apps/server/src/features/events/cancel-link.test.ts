import { type ApiError, dutchDate, type EventCancelView, type ManagedEvent } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSignups, events, mailMessages } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount } from '../content/content-test-helpers.ts';

/** The cancel link in the sign-up confirmation (ADR 056): it cancels that one sign-up, once, before the start. */
let t: TestApp;
let event: ManagedEvent;
let other: ManagedEvent;
beforeAll(async () => {
  t = await createTestApp();
  const editor = await editorAccount(t, await t.userWithRole('admin'));
  const create = async (title: string) =>
    readJson<ManagedEvent>(
      await t.request('/api/event-organisers/platform/platform/events', {
        cookie: editor.cookie,
        body: {
          title,
          description: 'Een avond over de regels voor horeca en coffeeshops, met vragen aan de gemeente.',
          date: dutchDate(new Date(Date.now() + 10 * 86_400_000)),
          startTime: '19:30',
          endTime: '21:30',
          location: 'Stadhuis, Grote Markt 38, Breda',
          capacity: 5,
        },
      }),
    );
  event = await create('Informatieavond regels');
  other = await create('Tweede informatieavond');
});
afterAll(() => t.close());

async function signUpAndLink(eventId: string, email: string) {
  expect((await t.request(`/api/events/${eventId}/signups`, { body: { name: 'Sanne de Vries', email } })).status).toBe(201);
  const [mail] = await t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'event_signup'), eq(mailMessages.to, email)));
  const link = /https?:\/\/\S+\/event\/([0-9a-f-]+)\/afmelden\?token=(\S+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  expect(mail?.secrets).toEqual(expect.arrayContaining([link?.[0]]));
  return { eventId: link?.[1] ?? '', token: decodeURIComponent(link?.[2] ?? '') };
}
const signups = async (eventId: string) =>
  (await t.db.select().from(eventSignups).where(eq(eventSignups.eventId, eventId))).map((row) => row.email);

describe('cancel link', () => {
  it('mails a link that shows the sign-up and cancels only that one, once', async () => {
    const first = await signUpAndLink(event.id, 'eerste@voorbeeld.nl');
    await signUpAndLink(event.id, 'tweede@voorbeeld.nl');
    expect(first.eventId).toBe(event.id);
    const view = await readJson<EventCancelView>(
      await t.request(`/api/events/${event.id}/cancel?token=${encodeURIComponent(first.token)}`),
    );
    expect(view).toMatchObject({ name: 'Sanne de Vries', event: { id: event.id, title: 'Informatieavond regels' } });
    expect(JSON.stringify(view)).not.toContain('eerste@voorbeeld.nl');
    // The token belongs to this event's sign-up: with another event it finds nothing and changes nothing.
    const elsewhere = await t.request(`/api/events/${other.id}/cancel`, { body: { token: first.token } });
    expect(elsewhere.status).toBe(404);
    expect((await readJson<ApiError>(elsewhere)).message).toBe('Deze afmeldlink klopt niet of is al gebruikt.');
    expect((await t.request(`/api/events/${event.id}/cancel`, { body: { token: first.token } })).status).toBe(204);
    expect(await signups(event.id)).toEqual(['tweede@voorbeeld.nl']);
    const again = await t.request(`/api/events/${event.id}/cancel`, { body: { token: first.token } });
    expect(again.status).toBe(404);
    expect(await signups(event.id)).toEqual(['tweede@voorbeeld.nl']);
  });

  it('refuses a malformed or unknown token (Dutch message) and changes nothing', async () => {
    await signUpAndLink(other.id, 'derde@voorbeeld.nl');
    const short = await t.request(`/api/events/${other.id}/cancel`, { body: { token: 'kort' } });
    expect(short.status).toBe(404);
    expect((await readJson<ApiError>(short)).message).toBe('Deze afmeldlink klopt niet of is al gebruikt.');
    const empty = await t.request(`/api/events/${other.id}/cancel`, { body: { token: ' ' } });
    expect(empty.status).toBe(422);
    expect((await readJson<ApiError>(empty)).issues?.[0]?.message).toBe('Deze afmeldlink klopt niet of is al gebruikt.');
    const unknown = await t.request(`/api/events/${other.id}/cancel`, { body: { token: 'a'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect((await t.request(`/api/events/niet-een-id/cancel?token=${'a'.repeat(32)}`)).status).toBe(404);
    expect(await signups(other.id)).toEqual(['derde@voorbeeld.nl']);
  });

  it('no longer cancels once the event has started', async () => {
    const link = await signUpAndLink(other.id, 'vierde@voorbeeld.nl');
    await t.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, other.id));
    const late = await t.request(`/api/events/${other.id}/cancel`, { body: { token: link.token } });
    expect(late.status).toBe(422);
    expect((await readJson<ApiError>(late)).message).toBe('Dit evenement is al begonnen: afmelden kan niet meer.');
    expect(await signups(other.id)).toContain('vierde@voorbeeld.nl');
  });
});
