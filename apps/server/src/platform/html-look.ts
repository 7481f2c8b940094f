import { documentLook, LOOK_COOKIES } from '@platform/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';

/** The browser's colour scheme, asked for on the shell (Chromium sends it on later requests; ADR 074). */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/**
 * The `<html>` start tag of a page in the look it gets once the web app runs — brand, colours, dark or light — so
 * the first paint is not the light default turning dark on hydration (a cannabis page's default is dark; ADR 074).
 */
export function htmlStartTag(c: Context<AppEnv>, pathname: string): string {
  c.header('Accept-CH', COLOR_SCHEME_HINT);
  c.header('Vary', `Cookie, ${COLOR_SCHEME_HINT}`, { append: true });
  const look = documentLook({
    host: new URL(c.req.url).hostname,
    path: pathname,
    storedBrand: getCookie(c, LOOK_COOKIES.brand),
    savedTheme: getCookie(c, LOOK_COOKIES.theme),
    prefersColorScheme: c.req.header(COLOR_SCHEME_HINT),
  });
  // Fixed values from BRANDS, never the request's: nothing here needs escaping.
  const style = Object.entries(look.properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const theme = look.dark === null ? '' : ` class="${look.dark ? 'dark' : ''}"`;
  return `<html lang="nl" data-brand="${look.brand}"${theme} style="${style}">`;
}
