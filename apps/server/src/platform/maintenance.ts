import { hasRole, isPublicSiteRoute } from '@platform/core';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth.ts';
import { sessionMiddleware } from '../auth/middleware.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError, ForbiddenError } from './errors.ts';
import { readSettings } from './settings.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that stay open in maintenance: signing in (so an admin can end it) and out. */
const OPEN_WRITES = new Set(['/api/auth/sign-in/email', '/api/auth/sign-out']);
/**
 * Reads that write, refused in maintenance like any other write: links a browser follows. The network's OAuth
 * redirect back stores the owner's sealed tokens (ADR 062); the mailed confirmation link marks the address confirmed
 * (ADR 060). A browser follows them, so they get the notice as a page, not as JSON.
 */
const WRITING_READS = [/^\/api\/social\/oauth\/[^/]+\/callback$/, /^\/api\/auth\/verify-email$/];
const RETRY_AFTER_SECONDS = '600';
/** The error code of a write refused during maintenance (ADR 058). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

export class MaintenanceError extends AppError {
  constructor(message: string) {
    super(503, MAINTENANCE_CODE, message);
  }
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The page a visitor gets instead of a public page during maintenance: self-contained, Dutch, with the admin's notice. */
export function maintenancePage(message: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Onderhoud</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#18181b}h1{font-size:1.75rem}</style></head><body><main><h1>We zijn zo terug</h1><p>${escapeHtml(message)}</p><p><a href="/auth">Inloggen als beheerder</a></p></main></body></html>`;
}

function isPagePath(path: string): boolean {
  return !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Maintenance mode and closed sign-ups (ADR 058), read from the platform settings on every request (cached):
 * - API writes by anyone but an admin answer 503 with the admin's Dutch notice, also links that write (the OAuth
 *   callback, the address confirmation; as a page); other reads, health and sign-in stay open;
 * - public pages answer 503 with the notice, except `/auth` and for signed-in admins;
 * - with sign-ups closed, creating an account answers 403.
 * Runs after the session middleware on `/api/*`; for pages it resolves the session itself, only while in maintenance.
 */
export function maintenanceMode(auth: Auth, db: Database) {
  const resolveSession = sessionMiddleware(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const settings = await readSettings(db);
    const path = c.req.path;
    if (path === '/api/auth/sign-up/email' && c.req.method === 'POST' && !settings.signUpsOpen) {
      throw new ForbiddenError('Aanmelden is op dit moment gesloten. Probeer het later opnieuw.');
    }
    if (!settings.maintenanceEnabled || path.startsWith('/api/health')) return next();
    if (path.startsWith('/api/')) {
      const followedLink = SAFE_METHODS.has(c.req.method) && WRITING_READS.some((pattern) => pattern.test(path));
      const read = SAFE_METHODS.has(c.req.method) && !followedLink;
      if (read || OPEN_WRITES.has(path) || isAdmin(c)) return next();
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      if (followedLink) return noticePage(c, settings.maintenanceMessage);
      throw new MaintenanceError(settings.maintenanceMessage);
    }
    if (!isPagePath(path) || path === '/auth' || !isPublicSiteRoute(path)) return next();
    await resolveSession(c, async () => {});
    if (isAdmin(c)) return next();
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return noticePage(c, settings.maintenanceMessage);
  });
}

function noticePage(c: Context<AppEnv>, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.html(maintenancePage(message), 503);
}

function isAdmin(c: Context<AppEnv>): boolean {
  return hasRole(c.get('actor')?.role ?? null, 'admin');
}
