import { z } from 'zod';
import type { ApiError } from './api-error.ts';

/** The API's error shape (api-error.ts) as a schema, for the OpenAPI document and tests. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  requestId: z.string(),
}) satisfies z.ZodType<ApiError>;
