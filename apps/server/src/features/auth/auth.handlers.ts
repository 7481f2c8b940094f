import type { z } from '@hono/zod-openapi';
import { ChangePasswordInputSchema, ERROR_CODES, ResendVerificationInputSchema, SignUpInputSchema } from '@platform/core';
import type { Handler } from 'hono';
import { ACCOUNT_BLOCKED, ACCOUNT_LOCKED, type Auth, CLIENT_IP_HEADER } from '../../auth/auth.ts';
import type { AppEnv } from '../../context.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { NotFoundError, toIssues, VALIDATION_MESSAGE, ValidationError } from '../../platform/errors.ts';
import { isOpenAuthEndpoint } from './auth-endpoints.ts';
import { accountLockedMessage, authMessage, rateLimitMessage } from './auth-messages.ts';

/**
 * Sign-up and password changes go through the shared Zod schemas first (Dutch
 * 422s, under-18 refused), and only the known fields reach Better Auth.
 */
const CHECKED_BODIES: Record<string, (raw: unknown) => unknown> = {
  '/api/auth/sign-up/email': (raw) => {
    const input = parse(SignUpInputSchema, raw);
    return { ...input, name: `${input.firstName} ${input.lastName}` };
  },
  '/api/auth/change-password': (raw) => parse(ChangePasswordInputSchema, raw),
  // Only the address: the link's landing page is ours (email-verification.ts), never the client's.
  '/api/auth/send-verification-email': (raw) => parse(ResendVerificationInputSchema, raw),
};

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new ValidationError(VALIDATION_MESSAGE, toIssues(parsed.error.issues));
  return parsed.data;
}

async function toApiError(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const retryAfter = Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after')) || null;
  const error =
    body?.code === ACCOUNT_LOCKED
      ? { code: ACCOUNT_LOCKED, message: accountLockedMessage(retryAfter), requestId }
      : response.status === 429
        ? { code: ERROR_CODES.rateLimited, message: rateLimitMessage(retryAfter), requestId }
        : {
            code: body?.code ?? ERROR_CODES.unauthorized,
            // A blocked account's message carries the admin's reason; every other code gets our Dutch text.
            message: body?.code === ACCOUNT_BLOCKED && body.message ? body.message : authMessage(body?.code),
            requestId,
          };
  return new Response(JSON.stringify(error), { status: response.status, headers });
}

/**
 * Better Auth's endpoints under /api/auth, with our error shape and client address. Not an OpenAPI route:
 * Better Auth owns these paths and bodies, so there is no route definition, only this one handler.
 */
export function betterAuthProxy(auth: Auth, trustProxy: boolean): Handler<AppEnv> {
  return async (c) => {
    if (!isOpenAuthEndpoint(c.req.path)) throw new NotFoundError('Deze API-route bestaat niet.');
    const headers = new Headers(c.req.raw.headers);
    // Never trust a client-sent copy of our address header.
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    const check = c.req.method === 'POST' ? CHECKED_BODIES[c.req.path] : undefined;
    const body = check
      ? JSON.stringify(check(await c.req.json().catch(() => null)))
      : c.req.method === 'POST'
        ? await c.req.raw.arrayBuffer()
        : undefined;
    if (check) headers.delete('content-length');
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    return toApiError(await auth.handler(request), c.get('requestId'));
  };
}
