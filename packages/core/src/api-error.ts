/**
 * The one error shape every API route returns. Zod-free, so the web's API client reads errors without zod on every
 * page (ADR 067); `ApiErrorSchema` (api-error-schema.ts) is the same shape for the server's OpenAPI document.
 */
export interface ApiError {
  code: string;
  message: string;
  issues?: Array<{ path: Array<string | number>; message: string }> | undefined;
  requestId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a response body has the API's error shape (what `ApiErrorSchema.safeParse` accepts). */
export function isApiError(value: unknown): value is ApiError {
  if (!isRecord(value) || typeof value.code !== 'string' || typeof value.message !== 'string') return false;
  if (typeof value.requestId !== 'string') return false;
  if (value.issues === undefined) return true;
  return (
    Array.isArray(value.issues) &&
    value.issues.every(
      (issue) =>
        isRecord(issue) &&
        typeof issue.message === 'string' &&
        Array.isArray(issue.path) &&
        issue.path.every((part) => typeof part === 'string' || typeof part === 'number'),
    )
  );
}

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
  /** An anonymous question came without the assistant's visitor cookie: the web gets one and asks again. */
  assistantVisitorMissing: 'ASSISTANT_VISITOR_MISSING',
  /** The place's plan does not include the module (ADR 058): the web shows an upgrade card. */
  moduleNotInPlan: 'MODULE_NOT_IN_PLAN',
} as const;
