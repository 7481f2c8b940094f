import { LOOK_COOKIES } from '@platform/core';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Mirrors the brand or theme choice (kept in localStorage) into a cookie, so the server can colour the page's first
 * paint the same way (ADR 074). A preference the visitor made, needed for the page they asked for: no consent needed.
 */
export function rememberLook(which: keyof typeof LOOK_COOKIES, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
    document.cookie = `${LOOK_COOKIES[which]}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the page still turns to the right look once its script runs.
  }
}
