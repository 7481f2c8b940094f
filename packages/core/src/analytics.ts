import { SITE_ROUTES } from './site-routes.ts';

// Zod-free: every page's analytics use these rules, and zod stays out of public pages' first load (ADR 067); the
// ingest's schemas are in analytics-schemas.ts.
/*
 * First-party analytics without cookies (spec §4, §7, §9; issue 20 item 9). The client sends the spec's events; the
 * server keeps no address and no lasting visitor id (ADR 039). The rules on what an event may hold live here so the
 * client never builds an event the server would refuse.
 */

/** Spec §9: the last 100 events are kept in the browser, scroll depth is reported at these milestones. */
export const ANALYTICS = {
  storedEvents: 100,
  scrollMilestones: [25, 50, 75, 90, 100] as const,
  nameMaxLength: 50,
  /** Events per request; the client sends what piled up when the page is hidden in one request. */
  batchMax: 50,
  propertyMaxKeys: 12,
  propertyMaxLength: 300,
} as const;

/** The events the platform's own pages send (spec §4: one page-engagement event when the page is hidden). */
export const ANALYTICS_EVENT_NAMES = {
  pageView: 'page_view',
  pageEngagement: 'page_engagement',
  scrollDepth: 'scroll_depth',
} as const;

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
const PHONE = /(?:\+31|0031|\b0)[\s-]?[1-9](?:[\s-]?\d){7,8}\b/;

/** Whether a text looks like personal data (an e-mail address or a Dutch phone number). */
export function looksPersonal(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text);
}

/** The part before the token of every route whose last segment is a secret token (`/reservering/`, …). */
const TOKEN_PREFIXES = SITE_ROUTES.filter((route) => route.endsWith('/:token')).map((route) => route.slice(0, -':token'.length));

/**
 * Drops what must not be stored from a page address: the query string and fragment (search terms, reset tokens,
 * reservation links) and any path segment that looks personal.
 */
export function analyticsPath(url: string): string {
  // Core has no URL class (it runs in both places): strip scheme and host, then query string and fragment.
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = `/${(withoutOrigin.split(/[?#]/)[0] ?? '').replace(/^\/+/, '')}`;
  const segments = path.split('/').map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not valid percent-encoding: judge it as it is.
    }
    return looksPersonal(decoded) ? ':verwijderd' : segment;
  });
  // Personal links (a guest's reservation, a staff or partner invitation: every `:token` route) carry a secret.
  const joined = segments.join('/') || '/';
  const secret = TOKEN_PREFIXES.find((prefix) => joined.startsWith(prefix));
  return (secret ? `${secret}:token` : joined).slice(0, 300);
}

/** The host of a referrer, never its path (which may hold search terms); null for none or our own site. */
export function referrerHost(referrer: string | undefined, ownHost?: string): string | null {
  const host = referrer?.match(/^https?:\/\/([^/?#@\s]+)/i)?.[1]?.toLowerCase();
  return host && host !== ownHost?.toLowerCase() ? host.slice(0, 100) : null;
}

/** Properties the server never keeps: ids that follow a person, and what the server reads itself. */
const NEVER_KEPT = new Set(['userId', 'sessionId', 'userAgent', 'url', 'referrer', 'timestamp', 'email', 'ip']);

/**
 * What is kept of an event's properties: numbers, booleans and short texts, without the ids the spec's client
 * sends (userId, sessionId) and without any value that looks like an e-mail address or phone number.
 */
export function keptProperties(properties: Record<string, unknown>): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (NEVER_KEPT.has(key) || value === null || value === undefined) continue;
    if (typeof value === 'string') {
      if (!looksPersonal(value)) kept[key] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      kept[key] = value;
    }
  }
  return kept;
}

/** The scroll milestones a page has passed at `percent` and not reported yet. */
export function newScrollMilestones(percent: number, reported: ReadonlySet<number>): number[] {
  return ANALYTICS.scrollMilestones.filter((milestone) => percent >= milestone && !reported.has(milestone));
}
