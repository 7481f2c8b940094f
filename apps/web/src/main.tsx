import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, LAYOUT_ROUTE_ID } from './app/router.tsx';
import { serverState, whenSignedIn } from './app/server-state.ts';
import { getMeQueryOptions } from './features/auth/index.ts';
import { captureInstallPrompt, registerServiceWorker } from './features/pwa/index.ts';
import './index.css';
import { startHydration } from './lib/hydration.ts';
import i18n, { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

const queryClient = createQueryClient();
// Before anything renders: the browser offers installing once, maybe before the install card has loaded.
captureInstallPrompt();

/**
 * Evaluating the modules, building the router (it flattens and ranks the whole route table) and hydrating each take
 * tens of milliseconds on a phone; in one task they counted as blocking time (issue 21, ADR 084). Each gets a task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  // The active language's texts arrive as their own chunk; render once they are in, so no raw key flashes.
  await i18nReady;
  // The server rendered this page in Dutch for an anonymous visitor (ADR 066): hydrate it with the same data. A
  // visitor who chose English gets a client render over it instead (no mismatch), as does a page without server HTML.
  const state = serverState();
  const hydrating = state !== null && i18n.language === 'nl';
  if (hydrating) {
    hydrate(queryClient, state);
    // Public data was fetched without the visitor's session; once signed in, everything is asked again with it.
    whenSignedIn(queryClient, () => void queryClient.invalidateQueries());
  }
  // The layout's account is asked for here, in this task: started by the first render, it cost hydration's task
  // ≈ 20 ms at a phone's speed (issue 21). The in-shop screen and the widget have no layout and no account.
  if (router.state.matches.some((match) => match.route.id === LAYOUT_ROUTE_ID)) {
    void queryClient.prefetchQuery(getMeQueryOptions());
  }
  await nextTask();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydrating) {
    startHydration();
    hydrateRoot(rootElement, app);
  } else {
    createRoot(rootElement).render(app);
  }
  // After the first render: the worker and its registration code never delay the page (ADR 053), nor do zod's
  // messages, which a page without a form only needs when it parses (ADR 082).
  void registerServiceWorker();
  void import('./lib/zod-language.ts');
})();
