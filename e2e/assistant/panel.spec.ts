import { expect, test } from '../fixtures.ts';
import { answer, ask, assistantButton, lastBubble, panel } from './panel-helpers.ts';

test('[ASSISTANT] the panel on the cannabis brand: Enter sends, Shift+Enter is a new line, thinking, stop, close returns focus', async ({
  page,
}) => {
  await page.goto('/');
  await assistantButton(page).click();
  const dialog = panel(page, 'Platform-assistent');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'Je vraag' });
  await expect(input).toBeFocused();
  // The EU AI Act disclosure shows from the start, with the welcome and suggested questions.
  await expect(dialog.getByText(/Je praat met een AI-assistent/)).toBeVisible();
  await expect(dialog.getByText('Voorgestelde vragen')).toBeVisible();

  // Nothing is sent while the text is empty or only spaces.
  const send = dialog.getByRole('button', { name: 'Versturen' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(dialog.getByText('Jij:')).toHaveCount(0);

  // Shift+Enter makes a new line and sends nothing.
  await input.fill('Wat zijn de openingstijden?');
  await input.press('Shift+Enter');
  await input.pressSequentially('Graag kort');
  await expect(input).toHaveValue('Wat zijn de openingstijden?\nGraag kort');
  await expect(dialog.getByText('Jij:')).toHaveCount(0);

  // Hold the answer back: the thinking indicator and the stop button show; stop ends the wait.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/assistant/chat', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(lastBubble(dialog)).toContainText('Wat zijn de openingstijden?');
  await expect(dialog.getByRole('status')).toContainText('Platform-assistent denkt na…');
  await expect(send).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Stoppen' }).click();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Versturen' })).toBeVisible();
  release();
  await page.unroute('**/api/assistant/chat');

  // A new question gets its answer from the built-in assistant, with a time (HH:mm).
  await ask(dialog, 'Welke sativa-soorten zijn er?');
  const reply = await answer(dialog, 'Platform-assistent');
  await expect(reply.locator('time')).toHaveText(/^\d{2}:\d{2}$/);

  // Escape closes the panel and focus goes back to the header button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(assistantButton(page)).toBeFocused();
});

test('[ASSISTANT] the panel on the hospitality brand opens Tastee, answers, minimises to a bar and closes', async ({ page }) => {
  await page.goto('/foodee');
  await assistantButton(page).click();
  const dialog = panel(page, 'Tastee');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Hoi, ik ben Tastee/)).toBeVisible();
  await ask(dialog, 'Wat is de hoofdstad van Frankrijk?');
  // The built-in assistant says plainly what it cannot answer.
  await expect(await answer(dialog, 'Tastee')).toContainText('Die vraag kan ik niet beantwoorden');

  await dialog.getByRole('button', { name: 'Assistent minimaliseren' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Tastee openen' }).click();
  await expect(dialog).toBeVisible();
  // The conversation is kept.
  await expect(dialog.getByRole('log')).toContainText('Wat is de hoofdstad van Frankrijk?');
  await dialog.getByRole('button', { name: 'Assistent sluiten' }).click();
  await expect(dialog).toHaveCount(0);
});

test('[ASSISTANT] /ai-assistent is the same chat as a full page, and a suggested question sends at once', async ({ page }) => {
  await page.goto('/ai-assistent');
  await expect(page.getByRole('heading', { name: 'AI-assistent', level: 1 })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Platform-assistent' });
  await chat.getByRole('button', { name: 'Wat zijn de openingstijden?' }).click();
  await expect(chat.getByRole('log')).toContainText('Jij: Wat zijn de openingstijden?');
  await answer(chat, 'Platform-assistent');
});

test('[ASSISTANT] a refused answer shows the spec’s error text with the server’s reason, and “Opnieuw proberen” asks again', async ({
  page,
}) => {
  await page.goto('/strain-discovery');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  const refusal = 'Je stelt te veel vragen achter elkaar. Probeer het over 10 minuten opnieuw.';
  await page.route('**/api/assistant/chat', (route) =>
    route.fulfill({ status: 429, json: { code: 'RATE_LIMITED', message: refusal, requestId: 'e2e' } }),
  );
  await assistantButton(page).click();
  const dialog = panel(page, 'Uilke');
  await ask(dialog, 'Is dit een indica of sativa?');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, er ging iets mis met mijn cannabis database connectie. Probeer het opnieuw of stel een eenvoudigere vraag.',
  );
  // The server's own words for a refusal follow the spec's text.
  await expect(dialog.getByText(refusal)).toBeVisible();
  await page.unroute('**/api/assistant/chat');
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await answer(dialog, 'Uilke');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
