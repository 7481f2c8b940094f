import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '@platform/core';
import { errorResponses } from '../../platform/openapi.ts';

export const getMeRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['accounts'],
  summary: 'Het ingelogde account met profiel en rol',
  responses: {
    200: { description: 'Ingelogd', content: { 'application/json': { schema: MeSchema } } },
    ...errorResponses(401),
  },
});
