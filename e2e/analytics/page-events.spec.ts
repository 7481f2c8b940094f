import { expect, test } from '../fixtures.ts';

// Headless Chromium names itself in its user agent, and the server drops bots: look like the browser people use.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});

const isIngest = (url: string) => url.endsWith('/api/analytics/events');

/* Issue 20 item 9, spec §4/§7/§9: page views and the page-engagement event reach the server; the last events stay local. */
test('[ANALYTICS] a visit sends page views and one engagement event when the page is hidden', async ({ page }) => {
  const firstView = page.waitForResponse((response) => isIngest(response.url()) && response.request().method() === 'POST');
  await page.goto('/horeca');
  const response = await firstView;
  expect(response.status()).toBe(202);
  expect(await response.json()).toMatchObject({ accepted: expect.any(Number), dropped: 0 });
  const sent = response.request().postDataJSON() as { events: Array<{ name: string; properties: Record<string, unknown> }> };
  expect(sent.events[0]).toMatchObject({ name: 'page_view', properties: { url: '/horeca' } });
  expect(JSON.stringify(sent)).not.toMatch(/userId|sessionId/);

  // The engagement event goes out as a beacon (its body is not shown to the test): the request itself is the proof.
  const engagement = page.waitForRequest((request) => isIngest(request.url()));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await engagement;

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('analytics_events') ?? '[]') as Array<{ name: string }>,
  );
  expect(stored.map((event) => event.name)).toEqual(expect.arrayContaining(['page_view', 'page_engagement']));
  expect(stored.at(-1)).toMatchObject({ name: 'page_engagement', properties: { durationMs: expect.any(Number) } });
  expect(stored.length).toBeLessThanOrEqual(100);
});
