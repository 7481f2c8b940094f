import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HIDDEN_SEGMENT, loggedPath } from './log-path.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The request log's lines while `run` runs: each request's logger is a child of the app's. */
async function requestLog(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const capture = pino({ level: 'info', base: undefined }, sink);
  const spy = vi.spyOn(t.logger, 'child').mockReturnValue(capture as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.join('');
}

describe('request log', () => {
  it('does not write the secret of a link that is its own key (unsubscribe, reset, reservation, calendar)', async () => {
    const token = 'Zq3vN8xLpR2mT7kW9yB4cD6fH1jK5sA0uE';
    const paths: Array<[string, string]> = [
      ['POST', `/api/report-mail/unsubscribe/${token}`],
      ['GET', `/afmelden/${token}`],
      ['GET', `/api/auth/reset-password/${token}?callbackURL=%2Fauth`],
      ['GET', `/api/horeca/reservations/${token}`],
      ['GET', `/api/staff-calendar/${token}.ics`],
      ['GET', `/api/partner-invitations/${token}`],
      ['GET', `/api/screens/${token}/feed`],
    ];
    const log = await requestLog(async () => {
      for (const [method, path] of paths) await t.request(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
    });
    expect(log).toContain('"msg":"request"');
    expect(log).toContain(`/api/report-mail/unsubscribe/${HIDDEN_SEGMENT}`);
    expect(log).not.toContain(token);
  });

  it('keeps every other path as it is', () => {
    for (const path of ['/api/screens/pair', '/api/events/123', '/sites/de-haak/menu', '/afmelden']) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
