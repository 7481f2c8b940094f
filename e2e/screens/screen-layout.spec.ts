import { expect, test } from '../fixtures.ts';

interface ManagedShop {
  id: string;
}
interface Screen {
  token: string;
}

const SIZES = [
  { name: '720p', width: 1280, height: 720, columns: 2 },
  { name: '1080p', width: 1920, height: 1080, columns: 2 },
  { name: '4K', width: 3840, height: 2160, columns: 3 },
  { name: 'portrait', width: 1080, height: 1920, columns: 2 },
  { name: 'portrait, one column', width: 1080, height: 1920, columns: 1 },
] as const;

for (const size of SIZES) {
  test(`[SCREENS] the in-shop screen fits every row at ${size.name} (${size.width}×${size.height})`, async ({
    page,
    browser,
    signIn,
  }) => {
    await signIn('user');
    const baseURL = test.info().project.use.baseURL as string;
    const [shop] = (await (await page.request.get('/api/menu/shops')).json()) as ManagedShop[];
    const screen = (await (
      await page.request.post(`/api/menu/shops/${shop?.id}/screens`, {
        data: { name: `Layout ${size.name}`, layout: { columns: size.columns } },
        headers: { origin: baseURL },
      })
    ).json()) as Screen;

    const tv = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await tv.goto(`/coffeeshop/${shop?.id}/menu?screen=${screen.token}`);
    await expect(tv.getByRole('listitem').first()).toBeVisible();

    const report = await tv.evaluate(() => {
      const problems: string[] = [];
      // The rows on show (not the board's invisible measuring copy); a row's first paragraph is the name.
      const list = [...document.querySelectorAll<HTMLElement>('li')].filter((row) => !row.closest('[aria-hidden="true"]'));
      for (const row of list) {
        const name = row.querySelector<HTMLElement>('p');
        const label = name?.textContent ?? '?';
        const box = row.getBoundingClientRect();
        if (row.scrollHeight > row.clientHeight + 1 || row.scrollWidth > row.clientWidth + 1) {
          problems.push(`${label}: content overflows its row`);
        }
        if (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5) {
          problems.push(`${label}: row runs off the screen`);
        }
        if (!name || name.scrollWidth > name.clientWidth + 1 || label.endsWith('…')) problems.push(`${label}: name cut`);
        for (const child of row.querySelectorAll<HTMLElement>('*')) {
          const inner = child.getBoundingClientRect();
          if (inner.bottom > box.bottom + 0.5 || inner.right > box.right + 0.5) {
            problems.push(`${label}: ${child.tagName.toLowerCase()} sticks out of its row`);
            break;
          }
        }
      }
      return { count: list.length, problems };
    });
    expect(report.count).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
    await tv.close();
  });
}
