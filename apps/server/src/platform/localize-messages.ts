import { toEnglishOnServer } from '@platform/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { currentLanguage } from './language.ts';

/** Better Auth's own English texts in successful answers, in Dutch. */
const BETTER_AUTH_TEXTS: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om je wachtwoord opnieuw in te stellen.',
  'Verification email sent': 'De e-mail is verstuurd.',
};

interface MessageBody {
  message?: unknown;
  issues?: Array<{ message?: unknown }>;
}

function localize(message: string): string {
  const dutch = BETTER_AUTH_TEXTS[message] ?? message;
  return currentLanguage() === 'en' ? toEnglishOnServer(dutch) : dutch;
}

/**
 * The last step of every API answer's language: errors (ours, Hono's, Better
 * Auth's) and Better Auth's answers carry Dutch messages, English ones when the
 * client asked for English (ADR 018).
 */
export const localizeMessages = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status < 400 && !c.req.path.startsWith('/api/auth/')) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  // The message depends on the client's language: a cache must not hand one language's answer to the other.
  c.header('Vary', 'Accept-Language', { append: true });
  // Read after c.header: it may have moved the body into a new Response.
  const response = c.res;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as MessageBody | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  let changed = false;
  const translate = (message: unknown) => {
    if (typeof message !== 'string') return message;
    const localized = localize(message);
    if (localized !== message) changed = true;
    return localized;
  };
  const localized: MessageBody = { ...body, message: translate(body.message) };
  if (body.message === undefined) delete localized.message;
  if (Array.isArray(body.issues))
    localized.issues = body.issues.map((issue) => ({ ...issue, message: translate(issue.message) }));
  if (!changed) return;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Cleared first: Hono's setter would otherwise copy the old Content-Length onto the new body.
  c.res = undefined;
  c.res = new Response(JSON.stringify(localized), { status: response.status, headers });
});
