import { expect, type Locator, type Page } from '@playwright/test';

/** The header's AI button. */
export const assistantButton = (page: Page) => page.getByRole('button', { name: 'AI-assistent openen' });

/** The side panel, named after the assistant it talks with. */
export const panel = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * The last bubble of the panel's log: each starts with its author for screen readers ("Jij: …", "Tastee: …");
 * a bubble's own lists (its sources) do not.
 */
export const lastBubble = (dialog: Locator) =>
  dialog
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: /^[\p{L} -]+: /u })
    .last();

/** Types a question and sends it with Enter. */
export async function ask(dialog: Locator, question: string) {
  const input = dialog.getByRole('textbox', { name: 'Je vraag' });
  await input.fill(question);
  await input.press('Enter');
  await expect(dialog.getByRole('log')).toContainText(question);
}

/** Waits until the answer to the last question has arrived (the assistant's bubble is last and nothing is pending). */
export async function answer(dialog: Locator, assistantName: string): Promise<Locator> {
  const bubble = lastBubble(dialog);
  await expect(bubble).toContainText(`${assistantName}: `);
  await expect(dialog.getByRole('button', { name: 'Stoppen' })).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  return bubble;
}

/** A Dutch calendar date `days` from today, in Dutch time. */
export function dutchDateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));
}
