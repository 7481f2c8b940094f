import { randomUUID } from 'node:crypto';
import { ApiErrorSchema } from '@platform/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { JSON_BODY_MAX_BYTES } from './input-guard.ts';

/**
 * A property over every JSON route (ADR 018): whatever body a stranger, a user
 * or an admin sends, the answer is never a 5xx, and every refusal carries our
 * error shape with a Dutch message. Routes come from the app's own OpenAPI
 * document, plus Better Auth's JSON endpoints (not in that document).
 */

interface Operation {
  method: string;
  path: string;
  /** Property names of the JSON body's schema, to aim wrong values at real fields. */
  fields: string[];
}

interface OpenApiSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: OpenApiSchema[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** Better Auth's JSON endpoints that leave the caller's own session alone (sign-out and revoke-* would end it). */
const AUTH_OPERATIONS: Operation[] = [
  { method: 'post', path: '/api/auth/sign-up/email', fields: ['email', 'password', 'firstName', 'lastName', 'birthDate'] },
  { method: 'post', path: '/api/auth/sign-in/email', fields: ['email', 'password'] },
  { method: 'post', path: '/api/auth/change-password', fields: ['currentPassword', 'newPassword', 'revokeOtherSessions'] },
  { method: 'post', path: '/api/auth/request-password-reset', fields: ['email', 'redirectTo'] },
  { method: 'post', path: '/api/auth/reset-password', fields: ['token', 'newPassword'] },
  { method: 'post', path: '/api/auth/update-user', fields: ['name', 'image', 'firstName', 'lastName', 'birthDate'] },
  { method: 'post', path: '/api/auth/send-verification-email', fields: ['email', 'callbackURL'] },
];

function fieldsOf(schema: OpenApiSchema | undefined, doc: OpenApiDocument): string[] {
  if (!schema) return [];
  if (schema.$ref) return fieldsOf(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc);
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap((part) => fieldsOf(part, doc))];
}

function jsonOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      return json ? [{ method, path, fields: fieldsOf(json.schema, doc) }] : [];
    }),
  );
}

/** Words of English error texts; none may appear in a message (Dutch is the default language). */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|not found|unauthori[sz]ed|forbidden|too (big|small|large|long|short)|payload|malformed|bad request|server error|if this email|failed|the|cannot|please|unknown|enter)\b/i;

const controlText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', 'a', 'é', '\n', '\t', '<', '"'),
  maxLength: 20,
});
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  controlText,
  fc.constantFrom(null, true, -1, 0, 1e308, '', ' ', 'javascript:alert(1)//', '2000-13-45', '<script>alert(1)</script>'),
  fc.integer().map((n) => 'x'.repeat(Math.abs(n) % 200_000)),
);

/** Nesting deep enough to break a recursive walker or parser. */
const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

function bodyFor(operation: Operation) {
  const aimed =
    operation.fields.length > 0
      ? fc.dictionary(fc.constantFrom(...operation.fields), oddValue, { maxKeys: operation.fields.length })
      : fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 5, arbitrary: aimed.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: oddValue.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"a":', '[1,2', 'null', '"\\u0000"', '{"__proto__":{"x":1}}', DEEP_ARRAY, DEEP_OBJECT),
    },
    // Just over the limit: refused before parsing.
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ [operation.fields[0] ?? 'x']: 'x'.repeat(JSON_BODY_MAX_BYTES) })) },
  );
}

const pathParam = fc.constantFrom(randomUUID(), 'onbekend', '0', 'a'.repeat(300), '%E2%82%AC');

let t: TestApp;
let actors: Record<'anonymous' | 'user' | 'admin', string | undefined>;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signUp();
  const admin = await t.userWithRole('admin', { verified: true });
  actors = { anonymous: undefined, user: user.cookie, admin: admin.cookie };
  const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
  operations = [...jsonOperations(doc), ...AUTH_OPERATIONS];
});
afterAll(() => t.close());

describe('every JSON route under random bodies', () => {
  it('reads the JSON routes from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations).toContainEqual(expect.objectContaining({ method: 'post', path: '/api/screens/pair' }));
  });

  it('answers anonymous, user and admin with a 4xx in Dutch (or a 2xx), never a 5xx', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('anonymous', 'user', 'admin' as const),
          bodyFor(operation),
          pathParam,
          async (actor, body, param) => {
            const cookie = actors[actor as keyof typeof actors];
            const url = operation.path.replaceAll(/\{[^}]+\}/g, param);
            const response = await t.app.request(url, {
              method: operation.method.toUpperCase(),
              headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              body,
            });
            const text = await response.text();
            const where = `${operation.method.toUpperCase()} ${url} as ${actor}: ${response.status} ${text.slice(0, 300)}`;
            expect(response.status, where).toBeLessThan(500);
            if (response.status < 400) return;
            const error = ApiErrorSchema.safeParse(JSON.parse(text));
            expect(error.success, where).toBe(true);
            const messages = [error.data?.message ?? '', ...(error.data?.issues ?? []).map((issue) => issue.message)];
            for (const message of messages) expect(message, where).not.toMatch(ENGLISH);
          },
        ),
        { numRuns: 25, seed: 20261125 },
      );
    }
  });
});
