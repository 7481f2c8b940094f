import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const HorecaPage = lazyPage(() => import('./pages/horeca-page.tsx'), 'HorecaPage');
const VenuePage = lazyPage(() => import('./pages/venue-page.tsx'), 'VenuePage');
const VenuePartnerPage = lazyPage(() => import('./pages/venue-partner-page.tsx'), 'VenuePartnerPage');
const CourseMenuPage = lazyPage(() => import('./pages/course-menu-page.tsx'), 'CourseMenuPage');
const ReservePage = lazyPage(() => import('./pages/reserve-page.tsx'), 'ReservePage');
const GuestReservationPage = lazyPage(() => import('./pages/guest-reservation-page.tsx'), 'GuestReservationPage');
const AssistantsPage = lazyPage(() => import('./pages/assistants-page.tsx'), 'AssistantsPage');
const HorecaManagerPage = lazyPage(() => import('./pages/horeca-manager-page.tsx'), 'HorecaManagerPage');
const AdminReservationsPage = lazyPage(() => import('./pages/admin-reservations-page.tsx'), 'AdminReservationsPage');
const MenuEditorPage = lazyPage(() => import('./pages/venue-editor-pages.tsx'), 'MenuEditorPage');
const CourseMenusPage = lazyPage(() => import('./pages/venue-editor-pages.tsx'), 'CourseMenusPage');
const EstablishmentsPage = lazyPage(() => import('./pages/venue-editor-pages.tsx'), 'EstablishmentsPage');
const WidgetReservePage = lazyPage(() => import('./pages/widget-reserve-page.tsx'), 'WidgetReservePage');

/** The booking widget framed by a venue's own site (ADR 058): no header or footer, so outside the root layout. */
export const widgetRoute: RouteObject = {
  path: '/widget/reserveren/:venueId',
  element: (
    <Suspense fallback={<LoadingScreen />}>
      <WidgetReservePage />
    </Suspense>
  ),
};

export const horecaRoutes: RouteObject[] = [
  { path: '/foodee/assistants', element: <AssistantsPage /> },
  { path: '/horeca', element: <HorecaPage /> },
  { path: '/horeca/menu/:courseMenuId', element: <CourseMenuPage /> },
  { path: '/horeca/:plaats/:slug', element: <VenuePage /> },
  { path: '/horeca/:plaats/:slug/partner', element: <VenuePartnerPage /> },
  { path: '/horeca/:plaats/:slug/menu/course/:courseMenuId', element: <CourseMenuPage /> },
  { path: '/horeca/:plaats/:slug/reserveren', element: <ReservePage /> },
  { path: '/reservering/:token', element: <GuestReservationPage /> },
  requireRole('user', [{ path: '/horeca-manager', element: <HorecaManagerPage /> }]),
  requireRole('admin', [
    { path: '/admin/horeca-menu', element: <MenuEditorPage /> },
    { path: '/admin/foodee/horeca-menu', element: <MenuEditorPage /> },
    { path: '/admin/foodee/course-menus', element: <CourseMenusPage /> },
    { path: '/admin/foodee/establishments', element: <EstablishmentsPage /> },
    { path: '/admin/foodee/reservations', element: <AdminReservationsPage /> },
  ]),
];
