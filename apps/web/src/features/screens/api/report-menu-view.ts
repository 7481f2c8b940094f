import { api } from '../../../lib/api-client.ts';

/**
 * Tells the server this screen shows its menu now: the server counts the clock hour once per screen as a menu view
 * for the shop's reports (ADR 076). Fire-and-forget from the display, so no query cache is involved.
 */
export function reportMenuView(token: string): Promise<void> {
  return api<void>(`/api/screens/${encodeURIComponent(token)}/menu-views`, { method: 'POST' });
}
