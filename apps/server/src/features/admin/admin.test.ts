import type { ApiError, OutboxPage } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/outbox: role matrix', () => {
  it('answers 401 without a session', async () => {
    const response = await t.request('/api/admin/outbox');
    expect(response.status).toBe(401);
    expect((await readJson<ApiError>(response)).code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['demo', 403],
    ['user', 403],
    ['admin', 200],
    ['superadmin', 200],
  ] as const)('answers %s with %i', async (role, status) => {
    const account = await t.userWithRole(role);
    const response = await t.request('/api/admin/outbox', { cookie: account.cookie });
    expect(response.status).toBe(status);
    if (status === 403) expect((await readJson<ApiError>(response)).message).toBe('Je hebt geen toegang tot deze actie.');
  });

  it('uses the newest role row: an admin demoted to user loses access', async () => {
    const account = await t.userWithRole('admin');
    expect((await t.request('/api/admin/outbox', { cookie: account.cookie })).status).toBe(200);
    await t.db.insert((await import('../../db/schema/index.ts')).userRoles).values({ userId: account.userId, role: 'user' });
    expect((await t.request('/api/admin/outbox', { cookie: account.cookie })).status).toBe(403);
  });
});

describe('outbox contents', () => {
  it('lists mails newest first, filtered by recipient, paged', async () => {
    const admin = await t.userWithRole('admin');
    const person = await t.signUp();
    await t.request('/api/auth/request-password-reset', { body: { email: person.email, redirectTo: '/auth' } });
    await t.background.idle();
    await t.runJobs({ names: ['mail-send'] });
    const response = await t.request(`/api/admin/outbox?to=${encodeURIComponent(person.email)}`, { cookie: admin.cookie });
    const page = await readJson<OutboxPage>(response);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      to: person.email,
      kind: 'password_reset',
      status: 'outbox',
      subject: 'Stel je wachtwoord opnieuw in',
    });
    expect(page.pageSize).toBe(25);
  });

  it('refuses a bad page number with a Dutch 422', async () => {
    const admin = await t.userWithRole('admin');
    const response = await t.request('/api/admin/outbox?page=0', { cookie: admin.cookie });
    expect(response.status).toBe(422);
    const body = await readJson<ApiError>(response);
    expect(body.issues).toContainEqual({ path: ['page'], message: 'Pagina begint bij 1' });
  });
});
