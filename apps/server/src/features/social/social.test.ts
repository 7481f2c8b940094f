// Long file: every social route × role and each bad input, on one shared place and its manager.
import type { ApiError, SocialCalendar, SocialImage, SocialPost } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, socialPosts } from '../../db/schema/index.ts';
import { insertShop, insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { png, uploadTo } from '../place-photos/place-photos-test-helpers.ts';
import { addManager } from '../staff/staff-test-helpers.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let owner: Account;
let manager: Account;
let shopId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const postsUrl = (id = shopId, kind = 'coffeeshop') => `/api/social/places/${kind}/${id}/posts`;
const calendarUrl = (id = shopId, kind = 'coffeeshop') =>
  `${postsUrl(id, kind)}?${new URLSearchParams({ from: inDays(-7), to: inDays(30) })}`;
const post = (overrides: Record<string, unknown> = {}) => ({
  text: 'Vanaf zaterdag zijn we open tot 23:00. Tot ziens aan de Oudegracht!',
  networks: ['facebook', 'linkedin'],
  scheduledAt: inDays(2),
  ...overrides,
});
const countPosts = async (placeId = shopId) =>
  (await t.db.select({ id: socialPosts.id }).from(socialPosts).where(eq(socialPosts.placeId, placeId))).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
  manager = await addManager(t, owner, 'coffeeshop', shopId, ['details']);
});
afterAll(() => t.close());

describe('posts and approval', () => {
  it('keeps an owner’s draft and plans an owner’s post at once', async () => {
    const draft = await t.request(postsUrl(), { cookie: owner.cookie, body: post() });
    expect(draft.status).toBe(201);
    expect(await readJson<SocialPost>(draft)).toMatchObject({ status: 'draft', approvedBy: null, canEdit: true });
    const planned = await readJson<SocialPost>(
      await t.request(postsUrl(), { cookie: owner.cookie, body: post({ submit: true }) }),
    );
    expect(planned).toMatchObject({ status: 'scheduled', approvedBy: `${owner.firstName} ${owner.lastName}` });
    const calendar = await readJson<SocialCalendar>(await t.request(calendarUrl(), { cookie: owner.cookie }));
    expect(calendar.canApprove).toBe(true);
    expect(calendar.connectors).toEqual([]);
    expect(calendar.feedUrl).toBe(`http://localhost:3000/api/social/feeds/coffeeshop/${shopId}.xml`);
    expect(calendar.posts.map((item) => item.id)).toEqual(expect.arrayContaining([planned.id]));
  });

  it('sends a manager’s post to the owner, who approves it; the manager may not approve', async () => {
    const sent = await readJson<SocialPost>(
      await t.request(postsUrl(), {
        cookie: manager.cookie,
        body: post({ text: 'Nieuw: een rustige leeshoek bij het raam.', submit: true }),
      }),
    );
    expect(sent.status).toBe('pending');
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'social_approval'), eq(mailMessages.to, owner.email.toLowerCase())));
    expect(mail?.text).toContain('Nieuw: een rustige leeshoek bij het raam.');

    const refused = await t.request(`/api/social/posts/${sent.id}/approve`, { cookie: manager.cookie, method: 'POST' });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe(
      'Alleen de eigenaar van de zaak keurt berichten goed of stuurt ze terug.',
    );
    const approved = await t.request(`/api/social/posts/${sent.id}/approve`, { cookie: owner.cookie, method: 'POST' });
    expect(approved.status).toBe(200);
    expect(await readJson<SocialPost>(approved)).toMatchObject({
      status: 'scheduled',
      approvedBy: `${owner.firstName} ${owner.lastName}`,
    });
    const again = await t.request(`/api/social/posts/${sent.id}/approve`, { cookie: owner.cookie, method: 'POST' });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Dit bericht wacht niet op goedkeuring.');
  });

  it('blocks "2 voor 1" on the cannabis brand with the reason, and stores nothing', async () => {
    const before = await countPosts();
    const response = await t.request(postsUrl(), {
      cookie: manager.cookie,
      body: post({ text: 'Deze vrijdag 2 voor 1 op alle pre-rolls!', submit: true }),
    });
    expect(response.status).toBe(422);
    const body = await readJson<ApiError>(response);
    expect(body.message).toBe(
      'Dit bericht mag niet worden ingepland: “2 voor 1” (Verboden term) is reclame voor cannabis, en die is verboden.',
    );
    expect(body.issues?.[0]?.message).toContain('Reclame voor de verkoop van cannabis is verboden');
    expect(await countPosts()).toBe(before);
  });

  it('keeps such a text as a draft, with both checks shown apart', async () => {
    const draft = await readJson<SocialPost>(
      await t.request(postsUrl(), {
        cookie: manager.cookie,
        body: post({ text: '2 voor 1 op alle wiet', networks: ['instagram', 'x'], imageId: null, submit: false }),
      }),
    ).catch(() => null);
    // Instagram needs a photo: refused; the same without Instagram is kept.
    expect(draft).toMatchObject({ message: 'De invoer is ongeldig. Controleer de gemarkeerde velden.' });
    const kept = await readJson<SocialPost>(
      await t.request(postsUrl(), { cookie: manager.cookie, body: post({ text: '2 voor 1 op alle wiet', networks: ['x'] }) }),
    );
    expect(kept.status).toBe('draft');
    expect(kept.checks.law).toMatchObject({ applies: true, blocked: true });
    expect(kept.checks.policy).toEqual([expect.objectContaining({ network: 'x', match: 'wiet' })]);
  });

  it('lets the owner send a post back with a note; the manager edits and resubmits it', async () => {
    const sent = await readJson<SocialPost>(
      await t.request(postsUrl(), {
        cookie: manager.cookie,
        body: post({ text: 'Binnenkort: nieuwe openingstijden.', submit: true }),
      }),
    );
    const empty = await t.request(`/api/social/posts/${sent.id}/reject`, { cookie: owner.cookie, body: { note: ' ' } });
    expect(empty.status).toBe(422);
    const rejected = await t.request(`/api/social/posts/${sent.id}/reject`, {
      cookie: owner.cookie,
      body: { note: 'Noem de tijden erbij.' },
    });
    expect(await readJson<SocialPost>(rejected)).toMatchObject({ status: 'rejected', rejectionNote: 'Noem de tijden erbij.' });
    const [sentBack] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'social_rejected'), eq(mailMessages.to, manager.email.toLowerCase())));
    expect(sentBack?.text).toContain('“Noem de tijden erbij.”');
    const edited = await t.request(`/api/social/posts/${sent.id}`, {
      cookie: manager.cookie,
      method: 'PUT',
      body: post({ text: 'Vanaf 1 december open van 10:00 tot 23:00.', submit: true }),
    });
    expect(await readJson<SocialPost>(edited)).toMatchObject({ status: 'pending', rejectionNote: null });
  });

  it('lets a manager change only their own posts, and nobody a published one', async () => {
    const ownersPost = await readJson<SocialPost>(await t.request(postsUrl(), { cookie: owner.cookie, body: post() }));
    const refused = await t.request(`/api/social/posts/${ownersPost.id}`, {
      cookie: manager.cookie,
      method: 'PUT',
      body: post({ text: 'Anders' }),
    });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je mag alleen je eigen berichten wijzigen; vraag de eigenaar.');
    expect((await t.request(`/api/social/posts/${ownersPost.id}`, { cookie: manager.cookie, method: 'DELETE' })).status).toBe(
      403,
    );
    await t.db.update(socialPosts).set({ status: 'published' }).where(eq(socialPosts.id, ownersPost.id));
    const late = await t.request(`/api/social/posts/${ownersPost.id}`, { cookie: owner.cookie, method: 'DELETE' });
    expect(late.status).toBe(409);
    expect((await readJson<ApiError>(late)).message).toBe('Dit bericht is al gepubliceerd en kan niet meer worden gewijzigd.');
    const mine = await readJson<SocialPost>(await t.request(postsUrl(), { cookie: manager.cookie, body: post() }));
    expect((await t.request(`/api/social/posts/${mine.id}`, { cookie: manager.cookie, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/social/posts/${mine.id}`, { cookie: owner.cookie, method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a manager without the details right: no calendar, no post, nothing written (ADR 060)', async () => {
    const menuOnly = await addManager(t, owner, 'coffeeshop', shopId, ['menu', 'screens']);
    const message = 'Je mag geen berichten voor deze zaak maken: vraag de eigenaar om het recht "gegevens".';
    const calendar = await t.request(calendarUrl(), { cookie: menuOnly.cookie });
    expect(calendar.status).toBe(403);
    expect((await readJson<ApiError>(calendar)).message).toBe(message);
    const before = await countPosts();
    for (const body of [post(), post({ submit: true })]) {
      const refused = await t.request(postsUrl(), { cookie: menuOnly.cookie, body });
      expect(refused.status).toBe(403);
      expect((await readJson<ApiError>(refused)).message).toBe(message);
    }
    expect(await countPosts()).toBe(before);
    const ownersPost = await readJson<SocialPost>(await t.request(postsUrl(), { cookie: owner.cookie, body: post() }));
    const edit = await t.request(`/api/social/posts/${ownersPost.id}`, {
      cookie: menuOnly.cookie,
      method: 'PUT',
      body: post({ text: 'Overgenomen' }),
    });
    expect(edit.status).toBe(403);
    const [kept] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, ownersPost.id));
    expect(kept?.text).toBe(ownersPost.text);
    const sent = await readJson<SocialPost>(
      await t.request(postsUrl(), { cookie: manager.cookie, body: post({ submit: true }) }),
    );
    expect(sent.status).toBe('pending');
  });

  it('opens a place to its owner, managers and admins only', async () => {
    expect((await t.request(calendarUrl())).status).toBe(401);
    expect((await t.request(postsUrl(), { body: post() })).status).toBe(401);
    const stranger = await t.signUp();
    const forbidden = await t.request(calendarUrl(), { cookie: stranger.cookie });
    expect(forbidden.status).toBe(403);
    expect((await readJson<ApiError>(forbidden)).message).toBe('Je beheert deze coffeeshop niet.');
    const before = await countPosts();
    expect((await t.request(postsUrl(), { cookie: stranger.cookie, body: post() })).status).toBe(403);
    expect(await countPosts()).toBe(before);
    const admin = await t.userWithRole('admin');
    const asAdmin = await readJson<SocialCalendar>(await t.request(calendarUrl(), { cookie: admin.cookie }));
    expect(asAdmin.canApprove).toBe(true);
    const byAdmin = await readJson<SocialPost>(
      await t.request(postsUrl(), { cookie: admin.cookie, body: post({ submit: true }) }),
    );
    expect(byAdmin.status).toBe('scheduled');
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shopId));
    expect(audited).toMatchObject({
      action: 'shop.social',
      targetType: 'coffeeshop',
      details: { what: 'create', postId: byAdmin.id },
    });
    const asManager = await readJson<SocialCalendar>(await t.request(calendarUrl(), { cookie: manager.cookie }));
    expect(asManager.canApprove).toBe(false);
    const unknown = await t.request(calendarUrl('6f1c2a4e-2d7b-4c59-9a3e-1b2c3d4e5f60'), { cookie: owner.cookie });
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiError>(unknown)).message).toBe('Deze coffeeshop bestaat niet.');
    const pending = (await t.db.select().from(socialPosts).where(eq(socialPosts.status, 'pending')))[0];
    if (!pending) throw new Error('geen bericht dat wacht');
    expect((await t.request(`/api/social/posts/${pending.id}/approve`, { cookie: stranger.cookie, method: 'POST' })).status).toBe(
      403,
    );
    expect((await t.request(`/api/social/posts/${pending.id}/reject`, { body: { note: 'x' } })).status).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown network', { networks: ['myspace'] }, 'networks', 'Onbekend netwerk: kies Instagram, Facebook, LinkedIn of X'],
    [
      'a text over X’s limit',
      { networks: ['x'], text: 'a'.repeat(281) },
      'text',
      'Je tekst is te lang voor X: hoogstens 280 tekens (nu 281)',
    ],
    [
      'a time in the past',
      { scheduledAt: inDays(-1) },
      'scheduledAt',
      'Dit tijdstip ligt in het verleden: kies een moment in de toekomst',
    ],
    [
      'Instagram without a photo',
      { networks: ['instagram'] },
      'imageId',
      'Instagram plaatst alleen berichten met een foto: voeg een afbeelding toe',
    ],
  ])('refuses %s in Dutch and stores nothing', async (_what, change, field, message) => {
    const before = await countPosts();
    const response = await t.request(postsUrl(), { cookie: owner.cookie, body: post({ ...change, submit: true }) });
    expect(response.status).toBe(422);
    const body = await readJson<ApiError>(response);
    expect(body.issues).toContainEqual(expect.objectContaining({ path: [field, ...(field === 'networks' ? [0] : [])], message }));
    expect(await countPosts()).toBe(before);
  });

  it('refuses a bad change to a post and leaves it as it was', async () => {
    const draft = await readJson<SocialPost>(await t.request(postsUrl(), { cookie: owner.cookie, body: post() }));
    const response = await t.request(`/api/social/posts/${draft.id}`, {
      cookie: owner.cookie,
      method: 'PUT',
      body: post({ networks: ['x'], text: 'b'.repeat(300) }),
    });
    expect(response.status).toBe(422);
    const [row] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, draft.id));
    expect(row).toMatchObject({ text: draft.text, networks: ['facebook', 'linkedin'], status: 'draft' });
  });

  it('refuses to approve a post whose time has passed', async () => {
    const sent = await readJson<SocialPost>(
      await t.request(postsUrl(), { cookie: manager.cookie, body: post({ submit: true }) }),
    );
    await t.db
      .update(socialPosts)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(socialPosts.id, sent.id));
    const response = await t.request(`/api/social/posts/${sent.id}/approve`, { cookie: owner.cookie, method: 'POST' });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).message).toBe(
      'Het geplande tijdstip is al voorbij: kies een nieuw tijdstip en plan het bericht opnieuw in.',
    );
    const [row] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, sent.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const response = await uploadTo(
      t,
      `/api/social/places/coffeeshop/${shopId}/images`,
      new TextEncoder().encode('%PDF-1.7 geen foto'),
      owner.cookie,
      undefined,
      'menu.png',
    );
    expect(response.status).toBe(415);
    expect((await readJson<ApiError>(response)).message).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
  });
});

describe('images', () => {
  it('crops an upload to every network’s size and keeps it to its place', async () => {
    const response = await uploadTo(t, `/api/social/places/coffeeshop/${shopId}/images`, await png(2000, 1500), manager.cookie);
    expect(response.status).toBe(201);
    const image = await readJson<SocialImage>(response);
    const sizes: Record<string, [number, number]> = {
      instagram: [1080, 1350],
      facebook: [1200, 630],
      linkedin: [1200, 627],
      x: [1600, 900],
    };
    for (const [network, [width, height]] of Object.entries(sizes)) {
      const crop = await t.request(image.urls[network as keyof typeof image.urls]);
      expect(crop.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await crop.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
    const withPhoto = await t.request(postsUrl(), {
      cookie: manager.cookie,
      body: post({ networks: ['instagram'], imageId: image.id }),
    });
    expect(withPhoto.status).toBe(201);

    const other = await t.signUp();
    const otherShop = await insertShop(t.db, { ownerId: other.userId });
    const borrowed = await t.request(postsUrl(otherShop.id), {
      cookie: other.cookie,
      body: post({ networks: ['instagram'], imageId: image.id }),
    });
    expect(borrowed.status).toBe(422);
    expect((await readJson<ApiError>(borrowed)).message).toBe('Deze afbeelding hoort niet bij deze zaak: upload de foto opnieuw');
    expect(await countPosts(otherShop.id)).toBe(0);
    expect((await uploadTo(t, `/api/social/places/coffeeshop/${shopId}/images`, await png(), other.cookie)).status).toBe(403);
  });
});

describe('the hospitality brand', () => {
  it('plans a venue’s "2 voor 1" (no cannabis law), warning on platform policy only where it applies', async () => {
    const venueOwner = await t.signUp();
    const venue = await insertVenue(t.db, { ownerId: venueOwner.userId });
    const planned = await readJson<SocialPost>(
      await t.request(postsUrl(venue.id, 'venue'), {
        cookie: venueOwner.cookie,
        body: post({ text: 'Happy hour: 2 voor 1 op alle cocktails', submit: true }),
      }),
    );
    expect(planned).toMatchObject({ status: 'scheduled', checks: { law: { applies: false, blocked: false }, policy: [] } });
  });
});
