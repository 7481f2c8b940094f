import { createRoute, z } from '@hono/zod-openapi';

export const HealthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['pglite', 'postgres']) });

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['platform'],
  summary: 'Is de server en de database bereikbaar?',
  responses: {
    200: { description: 'Alles werkt', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Database onbereikbaar', content: { 'application/json': { schema: HealthSchema } } },
  },
});
