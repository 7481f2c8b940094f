import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AfterPageReady } from '../../../lib/hydration.ts';
import { ToasterReadyMark } from '../../../lib/toast.ts';
import { AuthProvider } from '../../auth/index.ts';
import { useWidgetVenue } from '../api/get-widget-venue.ts';
import { BookingFlow } from '../components/booking-flow.tsx';
import { useReportHeight } from '../hooks/use-report-height.ts';

/**
 * sonner's Toaster loads after the form, as in the root layout (ADR 067): it is nobody's first paint, and it took the
 * widget's first load over 120 KB (ADR 087). A toast made before it arrives waits in lib/toast.ts.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * /widget/reserveren/{venueId}: the booking form alone, framed by a venue's own website (ADR 058). No site chrome;
 * the same availability and booking rules (and limits) as /horeca/{plaats}/{slug}/reserveren.
 */
export function WidgetReservePage() {
  const { t } = useTranslation();
  const { venueId = '' } = useParams();
  const venue = useWidgetVenue(venueId);
  useReportHeight(venueId);
  return (
    // Outside the root layout: the guest form reads the (here always signed-out) visitor from the auth context.
    <AuthProvider>
      <main className="min-h-0">
        <Page title={venue.data ? t('horeca.reserveAt', { name: venue.data.name }) : t('horeca.reserve')}>
          <QueryState query={venue}>
            {(data) => (
              <div className="flex flex-col gap-4">
                <h1 className="text-2xl font-bold">{t('horeca.reserveAt', { name: data.name })}</h1>
                <BookingFlow
                  venue={data}
                  pickTimeClassName="text-sm text-zinc-600 dark:text-zinc-400"
                  manageLink={(booked) => (
                    // Out of the frame: the guest's own page on the platform.
                    <a href={booked.manageUrl} target="_blank" rel="noopener" className="text-brand underline">
                      {t('horeca.manageLink')}
                    </a>
                  )}
                />
              </div>
            )}
          </QueryState>
        </Page>
        <AfterPageReady>
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors />
            <ToasterReadyMark />
          </Suspense>
        </AfterPageReady>
      </main>
    </AuthProvider>
  );
}
