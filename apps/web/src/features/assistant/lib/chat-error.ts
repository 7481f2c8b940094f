import { ERROR_CODES, isApiError } from '@platform/core';

/** Refusals whose own Dutch message helps the person (wait a while, ask shorter, open the place's page, come back later). */
const TELLING: readonly string[] = [
  ERROR_CODES.rateLimited,
  ERROR_CODES.validation,
  ERROR_CODES.notFound,
  // The kill switch (ADR 043): "the assistants are off for now".
  ERROR_CODES.assistantsOff,
  // Still no visitor cookie after renewing it: cookies are blocked for the site.
  ERROR_CODES.assistantVisitorMissing,
];

/**
 * The server's own words for a refused question, shown under the spec's error text (§8): the chat
 * transport puts the answer's body in the error's message. Nothing for other failures.
 */
export function refusalMessage(error: Error | undefined): string | undefined {
  if (!error) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(error.message);
  } catch {
    return undefined;
  }
  return isApiError(body) && TELLING.includes(body.code) ? body.message : undefined;
}
