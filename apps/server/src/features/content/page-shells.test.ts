import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BLOG_SLUG, SEED_EVENT_IDS, SEED_NEWS_SLUG, SEED_PAGE_SLUG } from '../../db/seed/content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { editorAccount, writePost } from './content-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // A web build of our own: the server HTML of post and event pages is tested without building the app.
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="x" /></head><body></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');

describe('server HTML of posts and events (ADR 049)', () => {
  it('gives a published post its title and BlogPosting data, and a draft or unknown post 404', async () => {
    const response = await t.request(`/blog/${SEED_BLOG_SLUG}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Zo werkt het wietexperiment in Breda en Tilburg — Blog</title>');
    expect(jsonLd(html)).toMatchObject({ '@type': 'BlogPosting', headline: 'Zo werkt het wietexperiment in Breda en Tilburg' });
    const admin = await t.userWithRole('admin');
    const editor = await editorAccount(t, admin);
    const draft = await writePost(t, editor.cookie, { publication: 'draft', title: 'Geheim concept' });
    expect((await t.request(`/blog/${draft.slug}`)).status).toBe(404);
    expect((await t.request('/blog/bestaat-niet')).status).toBe(404);
  });

  it('gives news NewsArticle data and a standalone page WebPage data; news not yet due is 404', async () => {
    const news = await t.request(`/blog/${SEED_NEWS_SLUG}`);
    expect(news.status).toBe(200);
    const newsHtml = await news.text();
    expect(newsHtml).toContain('<title>Nieuwe regels voor coffeeshopreclame in 2027 — Nieuws</title>');
    expect(jsonLd(newsHtml)).toMatchObject({ '@type': 'NewsArticle', headline: 'Nieuwe regels voor coffeeshopreclame in 2027' });
    const page = await t.request(`/pagina/${SEED_PAGE_SLUG}`);
    expect(page.status).toBe(200);
    expect(jsonLd(await page.text())).toMatchObject({ '@type': 'WebPage' });
    // Seeded for two weeks from now.
    expect((await t.request('/blog/evaluatie-experiment-gesloten-coffeeshopketen-verschijnt-in-het-voorjaar')).status).toBe(404);
  });

  it('gives an event its title and Event data with the places left, and an unknown event 404', async () => {
    const response = await t.request(`/event/${SEED_EVENT_IDS.infoavond}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Informatieavond: het wietexperiment in de praktijk — evenement</title>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Event',
      name: 'Informatieavond: het wietexperiment in de praktijk',
      location: { '@type': 'Place', name: 'Pakhuis de Zwijger, Piet Heinkade 179, Amsterdam' },
      maximumAttendeeCapacity: 120,
    });
    expect((await t.request('/event/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/event/%E0%A4%A')).status).toBe(404);
  });
});
