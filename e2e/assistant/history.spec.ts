import { expect, signUpViaApi, test } from '../fixtures.ts';
import { answer, ask, assistantButton, panel } from './panel-helpers.ts';

test('[ASSISTANT] a signed-in person reopens an earlier conversation and deletes one after confirming', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/');
  await assistantButton(page).click();
  const dialog = panel(page, 'Platform-assistent');
  await ask(dialog, 'Welke sativa-soorten zijn er?');
  await answer(dialog, 'Platform-assistent');

  // A new conversation empties the log; the earlier one waits in the history.
  await dialog.getByRole('button', { name: 'Nieuw gesprek' }).click();
  await expect(dialog.getByRole('log')).not.toContainText('Welke sativa-soorten zijn er?');
  await dialog.getByRole('button', { name: 'Eerdere gesprekken' }).click();
  await dialog.getByRole('button', { name: /^Welke sativa-soorten zijn er\?/ }).click();
  await expect(dialog.getByRole('log')).toContainText('Jij: Welke sativa-soorten zijn er?');
  // A reopened thread shows each message's stored time (HH:mm).
  await expect(dialog.getByRole('log').locator('time')).toHaveCount(2);
  await expect(dialog.getByRole('log').locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);

  // Deleting asks first; cancelling keeps it, confirming removes it.
  await dialog.getByRole('button', { name: 'Eerdere gesprekken' }).click();
  const remove = dialog.getByRole('button', { name: 'Gesprek „Welke sativa-soorten zijn er?” verwijderen' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Gesprek verwijderen?' });
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(remove).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Gesprek verwijderd')).toBeVisible();
  await expect(dialog.getByText('Je hebt nog geen gesprekken met de assistent.')).toBeVisible();
  expect((await page.request.get('/api/assistant/threads')).status()).toBe(200);
  expect(await (await page.request.get('/api/assistant/threads')).json()).toEqual([]);
});

test('[ASSISTANT] on a phone the panel takes the whole width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/foodee');
  await assistantButton(page).click();
  const dialog = panel(page, 'Tastee');
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(375);
  await expect(dialog.getByRole('textbox', { name: 'Je vraag' })).toBeFocused();
});
