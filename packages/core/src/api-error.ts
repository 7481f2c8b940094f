import { z } from 'zod';

/** The one error shape every API route returns. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  /** The database is out of reach for a moment (503 with Retry-After); the client may try again. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** An admin switched the AI assistants off (the kill switch, ADR 043). */
  assistantsOff: 'ASSISTANTS_OFF',
  /** The place's plan does not include the module (ADR 058): the web shows an upgrade card. */
  moduleNotInPlan: 'MODULE_NOT_IN_PLAN',
} as const;
