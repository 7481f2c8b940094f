/**
 * A search result opened (on /zoeken or the venue finder): an analytics event sent with the result's page as `url`,
 * so the report of that place counts it (ADR 061). Its own module, so only the pages with search load it.
 */
export const SEARCH_RESULT_EVENT = 'search_result_open';
