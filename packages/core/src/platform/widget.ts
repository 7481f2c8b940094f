/**
 * The booking widget's contract (ADR 058), shared by the server (script, headers), the web (page, snippet) and
 * the website generator: a venue's own site loads the script and marks where the form goes.
 */
export const WIDGET_SCRIPT_PATH = '/widget/reserveren.js';
export const WIDGET_PAGE_PREFIX = '/widget/reserveren/';
/** The `postMessage` type with which the widget page tells the embedding page its height. */
export const WIDGET_MESSAGE_TYPE = 'foodee-reserveren:hoogte';

export function widgetPagePath(venueId: string): string {
  return `${WIDGET_PAGE_PREFIX}${encodeURIComponent(venueId)}`;
}

/** The HTML an owner pastes into their own site: the placeholder and the script, from the platform's origin. */
export function widgetSnippet(origin: string, venueId: string): string {
  const base = origin.replace(/\/+$/, '');
  return `<div data-foodee-reserveren="${venueId}"></div>\n<script src="${base}${WIDGET_SCRIPT_PATH}" async></script>`;
}
