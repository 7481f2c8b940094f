import { ERROR_CODES, isApiError } from '@platform/core';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Getting and forgetting the visitor's cookie (`api/ensure-visitor.ts`). */
export interface VisitorCookie {
  ensure: () => Promise<void>;
  forget: () => void;
}

async function visitorMissing(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isApiError(body) && body.code === ERROR_CODES.assistantVisitorMissing;
}

/**
 * The chat's fetch: the visitor holds the assistant's cookie before a question goes out, so a question
 * stopped before its answer arrives never leaves a thread under a cookie the browser did not get (ADR 081).
 * When the server no longer knows the cookie (ended after 24 hours, or removed), it is renewed and the
 * question asked once more.
 */
export function visitorFetch(cookie: VisitorCookie, send: Fetch = (input, init) => fetch(input, init)): Fetch {
  return async (input, init) => {
    await cookie.ensure();
    const response = await send(input, init);
    if (!(await visitorMissing(response))) return response;
    cookie.forget();
    await cookie.ensure();
    return send(input, init);
  };
}
