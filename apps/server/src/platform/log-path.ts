/**
 * The path as the request log writes it: the secret segment of a link that is its own key (unsubscribe, invitation,
 * reservation, calendar feed, screen, password reset) is replaced, so whoever reads the logs cannot use the link.
 * Only the path is logged; query strings never are.
 */
const SECRET_SEGMENT = [
  /^(\/api\/report-mail\/unsubscribe\/)[^/]+/,
  /^(\/afmelden\/)[^/]+/,
  /^(\/api\/staff-calendar\/)[^/]+/,
  /^(\/api\/(?:partner-)?invitations\/)[^/]+/,
  /^(\/(?:partner-)?uitnodiging\/)[^/]+/,
  /^(\/api\/horeca\/reservations\/)[^/]+/,
  /^(\/reservering\/)[^/]+/,
  /^(\/api\/screens\/)[^/]+(?=\/(?:feed|events|menu-views)\/?$)/,
  /^(\/api\/auth\/reset-password\/)[^/]+/,
];

export const HIDDEN_SEGMENT = '[verborgen]';

export function loggedPath(path: string): string {
  for (const pattern of SECRET_SEGMENT) {
    if (pattern.test(path)) return path.replace(pattern, `$1${HIDDEN_SEGMENT}`);
  }
  return path;
}
