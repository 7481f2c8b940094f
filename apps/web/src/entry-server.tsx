import { type DehydratedState, dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router.tsx';
import { SERVER_STATE_ID } from './app/server-state.ts';
import { authKeys } from './features/auth/api/keys.ts';
import { coffeeshopServerData } from './features/coffeeshops/index.ts';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { RequestHostContext } from './lib/hydration.ts';
import { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

/** What the server puts into the shell: the page's markup inside #root and the data it was rendered from. */
export interface ServerRender {
  html: string;
  /** A JSON `<script>` element (never run; the CSP allows no inline script) that main.tsx hydrates from. */
  stateElement: string;
}

function stateElement(state: DehydratedState): string {
  // `<` escaped: no text in the data can close the element.
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

export interface RenderRequest {
  /** The page's full URL (origin, path and query). */
  url: string;
  /** The request's host name: the brand follows it (ADR 006). */
  host: string;
}

/** Renders at most: render → fetch what it asked for → render again; data that depends on other data needs more. */
const MAX_PASSES = 8;

/**
 * Pages the server leaves to the browser: cannabis pages made of products or strains (search, wizards, strain
 * discovery) and a shop's news items — the server's HTML of the cannabis brand holds places, not what they sell.
 */
const CLIENT_RENDERED = [
  /^\/coffeeshops\/[^/]+\/[^/]+\/nieuws(\/|$)/,
  /^\/(search|zoeken|search-wizard|coffeeshop-wizard|strain-discovery)(\/|$)/,
];

/**
 * The path as the router matches it: decoded, without repeated slashes, in lower case (React Router ignores case),
 * so `/Zoeken` or `/%7Aoeken` cannot slip past CLIENT_RENDERED. Null for a path that does not decode.
 */
export function routerPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
      .replace(/\/{2,}/g, '/')
      .toLowerCase();
  } catch {
    return null;
  }
}

/** Data cut to its public part before it is rendered or sent; the browser fetches the whole after hydration. */
const SERVER_DATA_FILTERS = [coffeeshopServerData];

function keepPublicParts(queryClient: QueryClient) {
  for (const filter of SERVER_DATA_FILTERS) {
    for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: filter.queryKey })) {
      if (data === undefined) continue;
      queryClient.setQueryData(queryKey, filter.publicPart(data));
      // Marked stale in the state the browser hydrates from, so its first mount fetches the whole.
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  }
}

/** The signed-in account is never rendered on the server: it stays pending, as in the browser's first render. */
function isPrivate(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === authKeys.me[0];
}

/** One render of the page with what the cache holds; null for a redirect, which the browser's router performs. */
async function renderOnce(queryClient: QueryClient, request: RenderRequest): Promise<string | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <RequestHostContext.Provider value={request.host}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </RequestHostContext.Provider>
    </StrictMode>,
    // Never outline a large boundary (fallback first, content after it, swapped in by an inline script the CSP
    // refuses): the page's HTML comes in place, in one piece.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/**
 * Whether a Suspense boundary was still waiting (a page's code loading the first time): React then writes its
 * fallback and the content beside it, joined by an inline script. Rendered again, the loaded code renders in place.
 */
function suspended(html: string): boolean {
  return html.includes('<!--$?-->') || html.includes('<!--$!-->');
}

/** The queries a render asked for that have not run: on the server, useQuery only registers them. */
function unfetched(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        !isPrivate(query.queryKey) &&
        // A query switched off until something happens (a search term, a signed-in user) stays off.
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/**
 * Renders a public page with the same components as the browser (ADR 066): the route table through React Router's
 * static handler, the data through react-query (the API answered in-process by `api`, anonymously), repeated until
 * the page asks for nothing new. Returns null for a redirect, which the browser's router performs itself.
 */
export async function render(request: RenderRequest, api: ApiTransport): Promise<ServerRender | null> {
  const path = routerPath(new URL(request.url).pathname);
  if (path === null || CLIENT_RENDERED.some((pattern) => pattern.test(path))) return null;
  await i18nReady;
  setApiTransport(api);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Number.POSITIVE_INFINITY },
  });
  // Queries that failed (a 404, a 410): left pending, as the browser's first render has them, which then asks itself.
  const failed = new Set<string>();
  let html = await renderOnce(queryClient, request);
  for (let pass = 1; pass < MAX_PASSES && html !== null; pass++) {
    const waiting = unfetched(queryClient).filter((query) => !failed.has(query.queryHash));
    if (waiting.length === 0 && !suspended(html)) break;
    await Promise.all(
      waiting.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }),
      ),
    );
    keepPublicParts(queryClient);
    html = await renderOnce(queryClient, request);
  }
  // Still waiting somewhere: React would finish it with an inline script, which the CSP refuses. The browser renders.
  if (html === null || suspended(html)) return null;
  return { html, stateElement: stateElement(dehydrate(queryClient)) };
}
