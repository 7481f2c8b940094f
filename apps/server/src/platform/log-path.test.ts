import { describe, expect, it } from 'vitest';
import { HIDDEN_SEGMENT, loggedPath } from './log-path.ts';

// The request log (app.ts) writes `loggedPath(c.req.path)`; the rule itself is tested here without a logger.
describe('request log path', () => {
  it('does not write the secret of a link that is its own key (unsubscribe, reset, reservation, calendar)', () => {
    const token = 'Zq3vN8xLpR2mT7kW9yB4cD6fH1jK5sA0uE';
    const paths: Array<[string, string]> = [
      [`/api/report-mail/unsubscribe/${token}`, `/api/report-mail/unsubscribe/${HIDDEN_SEGMENT}`],
      [`/afmelden/${token}`, `/afmelden/${HIDDEN_SEGMENT}`],
      [`/api/auth/reset-password/${token}`, `/api/auth/reset-password/${HIDDEN_SEGMENT}`],
      [`/api/horeca/reservations/${token}`, `/api/horeca/reservations/${HIDDEN_SEGMENT}`],
      [`/api/staff-calendar/${token}.ics`, `/api/staff-calendar/${HIDDEN_SEGMENT}`],
      [`/api/partner-invitations/${token}`, `/api/partner-invitations/${HIDDEN_SEGMENT}`],
      [`/api/screens/${token}/feed`, `/api/screens/${HIDDEN_SEGMENT}/feed`],
      [`/api/screens/${token}/menu-views`, `/api/screens/${HIDDEN_SEGMENT}/menu-views`],
    ];
    for (const [path, logged] of paths) {
      expect(loggedPath(path)).toBe(logged);
      expect(loggedPath(path)).not.toContain(token);
    }
  });

  it('keeps every other path as it is', () => {
    for (const path of ['/api/screens/pair', '/api/events/123', '/sites/de-haak/menu', '/afmelden']) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
