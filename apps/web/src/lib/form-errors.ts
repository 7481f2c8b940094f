import { ApiRequestError } from './api-client.ts';

/** Field errors keyed by the first path segment, from Zod issues or an API error's issues. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
}

/** The field errors an API failure carries (none for other failures). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? fieldErrors(error.issues) : {};
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
