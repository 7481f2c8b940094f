import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailMessages } from '../db/schema/index.ts';
import { openSecondProcess } from '../test/second-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A server that works the queue (as `npm start` does) runs what another one enqueued, without being asked. */
let t: TestApp;
let worker: Awaited<ReturnType<typeof openSecondProcess>>;
beforeAll(async () => {
  t = await createTestApp();
  worker = await openSecondProcess(t, { workJobs: true });
});
afterAll(async () => {
  await worker.close();
  await t.close();
});

describe('job queue', () => {
  it('delivers a mail recorded by one server through the workers of another', async () => {
    const to = 'werker@voorbeeld.nl';
    await t.mailer.send({ kind: 'password_reset', to, subject: 'Via de wachtrij', text: 'Hallo' });
    const status = async () => (await t.db.select().from(mailMessages).where(eq(mailMessages.to, to)))[0]?.status;
    await vi.waitFor(async () => expect(await status()).toBe('outbox'), { timeout: 60_000, interval: 100 });
  });
});
