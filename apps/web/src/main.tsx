import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { captureInstallPrompt, registerServiceWorker } from './features/pwa/index.ts';
import './index.css';
import { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

const queryClient = createQueryClient();
// Before anything renders: the browser offers installing once, maybe before the install card has loaded.
captureInstallPrompt();

// The active language's texts arrive as their own chunk; render once they are in, so no raw key flashes.
void i18nReady.then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // After the first render: the worker and its registration code never delay the page (ADR 053).
  void registerServiceWorker();
});
