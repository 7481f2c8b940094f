import { TOASTS } from '@platform/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { AccessibilityProvider, FocusOnNavigate, RouteAnnouncer } from '../features/accessibility/index.ts';
import { usePageAnalytics } from '../features/analytics/index.ts';
import { AssistantPanelHost } from '../features/assistant/index.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { BrandProvider, ThemeProvider, useTheme } from '../features/brand/index.ts';
import { OfflineBanner, PwaHost } from '../features/pwa/index.ts';
import { AfterPageReady } from '../lib/hydration.ts';
import { ToasterReadyMark } from '../lib/toast.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { Header } from './header.tsx';

/*
 * sonner's Toaster loads after the page, as the PWA host does (ADR 067): it is nobody's first paint. A toast made
 * before it arrives waits in lib/toast.ts until `ToasterReadyMark` says the Toaster has subscribed.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster
      theme={resolved}
      duration={TOASTS.durationMs}
      visibleToasts={TOASTS.visibleToasts}
      toastOptions={{ style: { width: TOASTS.widthPx } }}
      richColors
      closeButton
    />
  );
}

/** Providers that need the router, the header and the page outlet. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  usePageAnalytics();
  return (
    <BrandProvider>
      <ThemeProvider>
        <AccessibilityProvider>
          <AuthProvider>
            <a
              href="#main"
              className="skip-link sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
            >
              {t('app.skipToContent')}
            </a>
            <OfflineBanner />
            <Header />
            {/* Focusable by script only: the skip link and navigation move the focus here (FocusOnNavigate). */}
            <main id="main" tabIndex={-1} className="focus:outline-none">
              {/* Keyed by path so an error on one page clears when the user navigates away. */}
              <ErrorBoundary key={location.pathname}>
                <Suspense fallback={<LoadingScreen />}>
                  {/* Each page marks the app ready itself once it has rendered (lazyPage). */}
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </main>
            <AssistantPanelHost />
            {/* Browser-only parts, once the page is ready: the server renders the page, not these (ADR 066). */}
            <AfterPageReady>
              <Suspense fallback={null}>
                <PwaHost />
              </Suspense>
              <Suspense fallback={null}>
                <ThemedToaster />
                <ToasterReadyMark />
              </Suspense>
            </AfterPageReady>
            <RouteAnnouncer />
            <FocusOnNavigate />
          </AuthProvider>
        </AccessibilityProvider>
      </ThemeProvider>
    </BrandProvider>
  );
}
