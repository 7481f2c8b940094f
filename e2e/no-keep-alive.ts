/**
 * `Connection: close` for the specs' API requests: each opens a connection of its own, none waits idle for the next.
 *
 * Why: Playwright's request contexts (`page.request`, `request.newContext`) keep an idle connection without a time
 * limit, while the server closes one after 5 s idle (Node's keepAliveTimeout, plus its 1 s buffer on Node 24). On a
 * busy machine the server process may not run at that moment; when it does, its timer closes the connection before
 * it reads the request that arrived on it meanwhile, and that request fails with `read ECONNRESET`. A spec that
 * waits about that long between two API requests (a UI step between them) then fails at random. Reproduced by
 * pausing the server (SIGSTOP/SIGCONT) around the close: 67 of 100 reused connections reset, 0 of 100 with this.
 * Browser requests keep their connections: Chromium sends a request again when a reused idle connection resets.
 */
export const NO_KEEP_ALIVE = { connection: 'close' } as const;
