import type { SiteInput, SiteView } from '@platform/core';
import { readJson, type TestApp } from '../../test/test-app.ts';

/** A valid draft; override what a test is about. */
export function siteInput(overrides: Partial<SiteInput> = {}): SiteInput {
  return {
    slug: `zaak-${Math.random().toString(36).slice(2, 10)}`,
    template: 'modern',
    colours: { accent: '#1f5f4a', background: '#ffffff', text: '#1c1c1c' },
    pages: ['home', 'over', 'contact', 'vacatures'],
    intro: 'Welkom bij ons aan de Oudegracht.',
    ...overrides,
  };
}

/** Saves a site for a place as `cookie` and returns the response. */
export function saveSite(t: TestApp, cookie: string, kind: 'venue' | 'coffeeshop', placeId: string, body: unknown) {
  return t.request(`/api/sites/manage/${kind}/${placeId}`, { method: 'PUT', cookie, body });
}

/** Saves and publishes a site; returns its view. */
export async function publishedSite(t: TestApp, cookie: string, kind: 'venue' | 'coffeeshop', placeId: string, input: SiteInput) {
  const saved = await saveSite(t, cookie, kind, placeId, input);
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  const site = await readJson<SiteView>(saved);
  const published = await t.request(`/api/sites/manage/site/${site.id}/publish`, { cookie, body: { published: true } });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  return readJson<SiteView>(published);
}
