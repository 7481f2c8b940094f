import { type ApiError, isApiError } from '@platform/core';
import i18n from './i18n.ts';

/** An API failure with the server's Dutch message and field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }

  get issues() {
    return this.body.issues ?? [];
  }
}

/** The API answered 404: what the page shows does not exist (or is not public), so the app's not-found page shows. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

async function parseError(response: Response): Promise<ApiRequestError> {
  const json: unknown = await response.json().catch(() => null);
  // A plain check rather than the schema: the client loads on every page, zod only with forms (ADR 067).
  const body = isApiError(json) ? json : { code: 'NETWORK_ERROR', message: i18n.t('errors.unexpected'), requestId: 'onbekend' };
  return new ApiRequestError(response.status, body);
}

/** The app's language setting, so the server answers its messages in it (ADR 018). */
function languageHeaders(): Record<string, string> {
  return { 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'nl' };
}

/** How a request reaches the API: the browser's fetch, or the server's own app during a server render (ADR 066). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server render answers the API in-process and anonymously: no cookie of the visitor is ever passed on. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** JSON request to our own API; throws ApiRequestError on 4xx/5xx, a network error as such. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? languageHeaders() : { ...languageHeaders(), 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: i18n.t('errors.network'), requestId: 'onbekend' });
  }
  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** A multipart upload to our own API (the file plus optional text fields), with the same error handling as `api`. */
export async function apiUpload<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: languageHeaders(), body });
  } catch {
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: i18n.t('errors.network'), requestId: 'onbekend' });
  }
  if (!response.ok) throw await parseError(response);
  return (await response.json()) as T;
}
