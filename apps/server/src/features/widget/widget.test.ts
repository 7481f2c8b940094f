import { type ApiError, type VenueDetail, WIDGET_MESSAGE_TYPE, widgetSnippet } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the booking widget', () => {
  it('lets only the widget page be framed by other sites; every other route keeps framing off', async () => {
    const venue = await insertVenue(t.db, { active: true });
    const widget = await t.request(`/widget/reserveren/${venue.id}`);
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).toBeNull();

    for (const path of [
      '/',
      '/horeca',
      `/horeca/utrecht/${venue.slug}/reserveren`,
      '/api/horeca/venues',
      '/widget/reserveren.js',
    ]) {
      const response = await t.request(path);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('serves the embedding script to other origins, pointing at the widget page', async () => {
    const response = await t.request('/widget/reserveren.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await response.text();
    expect(script).toContain('data-foodee-reserveren');
    expect(script).toContain('/widget/reserveren/');
    expect(script).toContain(WIDGET_MESSAGE_TYPE);
    expect(script).toContain(JSON.stringify(TEST_ORIGIN));
  });

  it('answers the venue of a widget by id with the public detail, 404 and 422 in Dutch', async () => {
    const venue = await insertVenue(t.db, { active: true, name: 'Bistro De Widget' });
    const response = await t.request(`/api/widget/venues/${venue.id}`);
    expect(response.status).toBe(200);
    expect(await readJson<VenueDetail>(response)).toMatchObject({ id: venue.id, name: 'Bistro De Widget' });

    const hidden = await insertVenue(t.db, { active: false });
    const gone = await t.request(`/api/widget/venues/${hidden.id}`);
    expect(gone.status).toBe(404);
    expect((await readJson<ApiError>(gone)).message).toBe('Deze horecazaak bestaat niet.');
    const bad = await t.request('/api/widget/venues/geen-id');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await readJson(bad))).toContain('Onbekende zaak');
  });

  it('gives owners a snippet with the placeholder and the script', () => {
    const snippet = widgetSnippet('https://platform.example/', '0b7d3f0e-5d1c-4a55-9a43-1f7e0c2a9b10');
    expect(snippet).toBe(
      '<div data-foodee-reserveren="0b7d3f0e-5d1c-4a55-9a43-1f7e0c2a9b10"></div>\n<script src="https://platform.example/widget/reserveren.js" async></script>',
    );
  });
});
