/** The web app's loader, in the build's root (apps/web/public/start-app.js). */
export const START_SCRIPT = '/start-app.js';

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * The shell for a page the server rendered (ADR 079): the build's module script and its modulepreloads become one
 * small classic script that asks for them after the first paint. The page's HTML and styles then have the
 * connection to themselves, and its text shows before any of the app's code arrives; the app hydrates a frame
 * later. A template without a module script (no build) stays as it is.
 */
export function deferAppStart(template: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script src="${START_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => loader);
}
