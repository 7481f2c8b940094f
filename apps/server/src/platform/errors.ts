import { ERROR_CODES } from '@platform/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorIssue {
  path: (string | number)[];
  message: string;
}

/** Base of every error a service throws; one mapper turns it into the API error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: ErrorIssue[]) {
    super(422, ERROR_CODES.validation, message, issues);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Je bent niet ingelogd. Log in om verder te gaan.') {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Je hebt geen toegang tot deze actie.') {
    super(403, ERROR_CODES.forbidden, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Niet gevonden.') {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, ERROR_CODES.conflict, message);
  }
}

/** The message used for every 422 caused by request validation. */
export const VALIDATION_MESSAGE = 'De invoer is ongeldig. Controleer de gemarkeerde velden.';

/** Converts Zod issues to the public issue list (path + Dutch message). */
export function toIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ErrorIssue[] {
  return issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Het bestand is te groot: maximaal 10 MB.') {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

/** The database is out of reach (restart, failover): nothing is wrong with the request (ADR 019). */
export class DatabaseUnavailableError extends AppError {
  constructor(message = 'De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.') {
    super(503, ERROR_CODES.databaseUnavailable, message);
  }
}

/** Too many requests from one client in a window (rate limits kept in memory or in the database). */
export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Te veel verzoeken in korte tijd. Probeer het over een minuut opnieuw.',
    /** Seconds until a new request may succeed: sent as `Retry-After` when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}
