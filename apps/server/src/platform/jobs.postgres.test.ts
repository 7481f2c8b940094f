import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailMessages } from '../db/schema/index.ts';
import { connectPgAdmin, type PgAdmin } from '../test/pg-admin.ts';
import { openSecondProcess } from '../test/second-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SEND_MAIL_JOB } from './mail.ts';

/** The queue's own connections on PostgreSQL carry the platform's name and survive being ended (ADR 019, ADR 020). */
let t: TestApp;
let worker: Awaited<ReturnType<typeof openSecondProcess>>;
let admin: PgAdmin;
beforeAll(async () => {
  t = await createTestApp();
  worker = await openSecondProcess(t, { workJobs: true });
  admin = await connectPgAdmin(String(t.config.databaseUrl), String(t.schema));
});
afterAll(async () => {
  await admin.close();
  await worker.close();
  await t.close();
});

describe('the job queue on PostgreSQL', () => {
  it('names its connections platform_<schema>_jobs, and delivers a mail after they were all ended', async () => {
    await vi.waitFor(async () => expect((await admin.backends('jobs')).length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(await admin.terminate('jobs')).toBeGreaterThan(0);

    const to = 'na-de-knip@voorbeeld.nl';
    await t.mailer.send({ kind: 'password_reset', to, subject: 'Na de knip', text: 'Hallo' });
    const status = async () => (await t.db.select().from(mailMessages).where(eq(mailMessages.to, to)))[0]?.status;
    await vi.waitFor(async () => expect(await status()).toBe('outbox'), { timeout: 30_000, interval: 100 });
  });

  it("counts the queue's connections among 'all'", async () => {
    await t.jobs.queued(SEND_MAIL_JOB);
    expect((await admin.backends('all')).map((backend) => backend.pid)).toEqual(
      expect.arrayContaining((await admin.backends('jobs')).map((backend) => backend.pid)),
    );
    expect((await admin.backends('jobs')).length).toBeGreaterThan(0);
  });
});
