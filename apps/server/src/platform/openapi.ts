import { type createRoute, OpenAPIHono, type RouteHandler, z } from '@hono/zod-openapi';
import { ERROR_CODES } from '@platform/core';
import type { TypedResponse } from 'hono';
import type { AppEnv } from '../context.ts';
import { toIssues, VALIDATION_MESSAGE } from './errors.ts';

/** A feature router: request validation failures become our 422 shape. */
/** A feature's handler for one route: reads the request, calls the service, shapes the answer. */
export type Handler<R extends Parameters<typeof createRoute>[0]> = RouteHandler<R, AppEnv>;

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          {
            code: ERROR_CODES.validation,
            message: VALIDATION_MESSAGE,
            issues: toIssues(result.error.issues),
            requestId: c.get('requestId'),
          },
          422,
        );
      }
    },
  });
}

export const ApiErrorResponseSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
    requestId: z.string(),
  })
  .openapi('ApiError');

/** Standard error responses for a route's OpenAPI description. */
export function errorResponses(...statuses: Array<401 | 403 | 404 | 409 | 422>) {
  const descriptions = {
    401: 'Niet ingelogd',
    403: 'Geen toegang',
    404: 'Niet gevonden',
    409: 'Conflict',
    422: 'Ongeldige invoer',
  } as const;
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema: ApiErrorResponseSchema } } },
    ]),
  ) as Record<
    (typeof statuses)[number],
    { description: string; content: { 'application/json': { schema: typeof ApiErrorResponseSchema } } }
  >;
}

/** `request.body` for a JSON schema. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/** A JSON success response. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export const IdParamsSchema = z.object({ id: z.string().min(1) });

/**
 * A 200 JSON response from an already-serialized body (a cache hit). Typed as
 * the route's response: the body was produced from the same schema's data.
 */
export function cachedJson(body: string, headers: Record<string, string> = {}): Response & TypedResponse<never, 200, 'json'> {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  }) as Response & TypedResponse<never, 200, 'json'>;
}
