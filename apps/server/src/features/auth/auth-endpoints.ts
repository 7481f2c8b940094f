/**
 * The Better Auth endpoints the platform offers under /api/auth; every other
 * one answers 404. Closed on purpose: `update-user`, `change-email`,
 * `delete-user` and `update-session` write user fields past our core schemas
 * (PATCH /api/me/profile and POST /api/me/delete replace them), and the social,
 * token and account-linking endpoints have no use here (ADR 018).
 */
const OPEN_ENDPOINTS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/change-password',
  '/request-password-reset',
  '/reset-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/list-sessions',
  '/verify-email',
  '/send-verification-email',
  '/ok',
  '/error',
];
/** Better Auth's reset link: GET /reset-password/<token>. */
const RESET_LINK = /^\/reset-password\/[^/]+$/;

const BASE_PATH = '/api/auth';

export function isOpenAuthEndpoint(path: string): boolean {
  const endpoint = path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : path;
  return OPEN_ENDPOINTS.includes(endpoint) || RESET_LINK.test(endpoint);
}
