import type { Page } from '@playwright/test';

/**
 * dnd-kit's keyboard sensor starts listening for the arrows in a `setTimeout` after Space picked an item up, and the
 * page may already show the pick-up (Preact renders in a microtask). An arrow pressed in between is lost, as it would
 * be for a person pressing that fast. Waiting for a timer queued after the pick-up lets the sensor's timer run first
 * (timers with the same delay run in the order they were queued).
 */
export async function afterKeyboardPickUp(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
