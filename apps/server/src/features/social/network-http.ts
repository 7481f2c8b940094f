import { NETWORK_SPECS, type SocialNetwork } from '@platform/core';
import { ConnectorError } from './connector-types.ts';

/*
 * One call to a network's API for the connectors and the OAuth flow (ADR 062): a failed connection or a 5xx is
 * tried once more at once (the job itself runs again in five minutes); what then still fails becomes a
 * ConnectorError with a Dutch message the owner reads beside the post.
 */

const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

interface ErrorBody {
  detail?: string;
  title?: string;
  message?: string;
  error_description?: string;
  error?: string | { message?: string };
  errors?: { message?: string; detail?: string }[];
}

function detailOf(body: ErrorBody): string | undefined {
  if (typeof body.error === 'object') return body.error.message;
  return body.detail ?? body.message ?? body.error_description ?? body.errors?.[0]?.message ?? body.error ?? body.title;
}

/** The network's answer as a Dutch message: rate limits with the time to try again, expired access, refusals. */
export function networkErrorMessage(network: SocialNetwork, status: number, body: ErrorBody, headers: Headers): string {
  const { label } = NETWORK_SPECS[network];
  const detail = detailOf(body);
  if (status === 429) {
    const reset = Number(headers.get('x-rate-limit-reset'));
    const after = Number.isFinite(reset) && reset > 0 ? ` Probeer het na ${clock.format(new Date(reset * 1000))} opnieuw.` : '';
    return `${label} heeft te veel verzoeken van ons gekregen (limiet bereikt).${after} Plaats het bericht zelf of plan het opnieuw.`;
  }
  if (status === 401) {
    return `De koppeling met ${label} is verlopen of ingetrokken: koppel je account opnieuw in de social manager.`;
  }
  if (status === 403 && detail && /duplicate/i.test(detail)) {
    return `${label} weigert dit bericht omdat je dezelfde tekst al eerder plaatste.`;
  }
  if (status === 403) {
    return `${label} staat dit niet toe met de gekoppelde account${detail ? ` (${detail})` : ''}. Controleer de rechten en koppel opnieuw.`;
  }
  if (status >= 500)
    return `${label} is tijdelijk niet beschikbaar (status ${status}). Plaats het bericht zelf of plan het opnieuw.`;
  return `${label} weigerde het bericht (status ${status})${detail ? `: ${detail}` : ''}.`;
}

export interface NetworkResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A request to the network; JSON answers are parsed, a failure after one retry throws a Dutch ConnectorError. */
export async function networkCall<T>(
  network: SocialNetwork,
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<NetworkResponse<T>> {
  let lastStatus = 0;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let response: Response;
    try {
      response = await fetcher(url, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch {
      continue;
    }
    lastStatus = response.status;
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (response.status >= 500 && attempt === 0) continue;
    if (!response.ok)
      throw new ConnectorError(networkErrorMessage(network, response.status, body as ErrorBody, response.headers));
    return { status: response.status, body: body as T, headers: response.headers };
  }
  const { label } = NETWORK_SPECS[network];
  if (lastStatus >= 500) {
    throw new ConnectorError(
      `${label} is tijdelijk niet beschikbaar (status ${lastStatus}). Plaats het bericht zelf of plan het opnieuw.`,
    );
  }
  throw new ConnectorError(`${label} was niet bereikbaar. Plaats het bericht zelf of plan het opnieuw.`);
}
