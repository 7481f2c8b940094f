import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { AgeGatedOutlet } from '../features/coffeeshops/index.ts';
import { RouteErrorScreen } from './error-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RootLayout } from './root-layout.tsx';

// Every page is its own chunk; RootLayout's Suspense shows the spinner while one loads.
const HomePage = lazy(() => import('../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const AuthPage = lazy(() => import('../features/auth/pages/auth-page.tsx').then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() => import('../features/accounts/pages/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const CommunityMakerPage = lazy(() =>
  import('../features/community/pages/community-maker-page.tsx').then((m) => ({ default: m.CommunityMakerPage })),
);
const CommunityModerationPage = lazy(() =>
  import('../features/community/pages/community-moderation-page.tsx').then((m) => ({ default: m.CommunityModerationPage })),
);
const CoffeeshopsPage = lazy(() =>
  import('../features/coffeeshops/pages/coffeeshops-page.tsx').then((m) => ({ default: m.CoffeeshopsPage })),
);
const CityPage = lazy(() => import('../features/coffeeshops/pages/city-page.tsx').then((m) => ({ default: m.CityPage })));
const ShopPage = lazy(() => import('../features/coffeeshops/pages/shop-page.tsx').then((m) => ({ default: m.ShopPage })));
const NewsPage = lazy(() => import('../features/coffeeshops/pages/news-page.tsx').then((m) => ({ default: m.NewsPage })));
const SearchPage = lazy(() => import('../features/search/pages/search-page.tsx').then((m) => ({ default: m.SearchPage })));
const MenuManagementPage = lazy(() =>
  import('../features/menu/pages/menu-management-page.tsx').then((m) => ({ default: m.MenuManagementPage })),
);
const ScreensPage = lazy(() => import('../features/screens/pages/screens-page.tsx').then((m) => ({ default: m.ScreensPage })));
const ScreenDisplayPage = lazy(() =>
  import('../features/screens/pages/screen-display-page.tsx').then((m) => ({ default: m.ScreenDisplayPage })),
);
const AdminCoffeeshopsPage = lazy(() =>
  import('../features/menu/pages/admin-coffeeshops-page.tsx').then((m) => ({ default: m.AdminCoffeeshopsPage })),
);
const AdminShopMenuPage = lazy(() =>
  import('../features/menu/pages/admin-shop-menu-page.tsx').then((m) => ({ default: m.AdminShopMenuPage })),
);
const TelersPage = lazy(() => import('../features/telers/pages/telers-page.tsx').then((m) => ({ default: m.TelersPage })));
const TelerPage = lazy(() => import('../features/telers/pages/teler-page.tsx').then((m) => ({ default: m.TelerPage })));
const GrowerManagerPage = lazy(() =>
  import('../features/telers/pages/grower-manager-page.tsx').then((m) => ({ default: m.GrowerManagerPage })),
);
const WizardPage = lazy(() => import('../features/coffeeshops/pages/wizard-page.tsx').then((m) => ({ default: m.WizardPage })));
const VerificationQueuePage = lazy(() =>
  import('../features/verification/pages/verification-queue-page.tsx').then((m) => ({ default: m.VerificationQueuePage })),
);
const UserManagementPage = lazy(() =>
  import('../features/users/pages/user-management-page.tsx').then((m) => ({ default: m.UserManagementPage })),
);
const SuperAdminPage = lazy(() =>
  import('../features/users/pages/super-admin-page.tsx').then((m) => ({ default: m.SuperAdminPage })),
);
const PremiumDashboardPage = lazy(() =>
  import('../features/dashboard/pages/premium-dashboard-page.tsx').then((m) => ({ default: m.PremiumDashboardPage })),
);
const FavoritesPage = lazy(() =>
  import('../features/favorites/pages/favorites-page.tsx').then((m) => ({ default: m.FavoritesPage })),
);
const EmailDashboardPage = lazy(() =>
  import('../features/accounts/pages/email-dashboard-page.tsx').then((m) => ({ default: m.EmailDashboardPage })),
);
const MobileDashboardPage = lazy(() =>
  import('../features/dashboard/pages/mobile-dashboard-page.tsx').then((m) => ({ default: m.MobileDashboardPage })),
);
const HorecaPage = lazy(() => import('../features/horeca/pages/horeca-page.tsx').then((m) => ({ default: m.HorecaPage })));
const VenuePage = lazy(() => import('../features/horeca/pages/venue-page.tsx').then((m) => ({ default: m.VenuePage })));
const VenuePartnerPage = lazy(() =>
  import('../features/horeca/pages/venue-partner-page.tsx').then((m) => ({ default: m.VenuePartnerPage })),
);
const CourseMenuPage = lazy(() =>
  import('../features/horeca/pages/course-menu-page.tsx').then((m) => ({ default: m.CourseMenuPage })),
);
const ReservePage = lazy(() => import('../features/horeca/pages/reserve-page.tsx').then((m) => ({ default: m.ReservePage })));
const GuestReservationPage = lazy(() =>
  import('../features/horeca/pages/guest-reservation-page.tsx').then((m) => ({ default: m.GuestReservationPage })),
);
const HorecaManagerPage = lazy(() =>
  import('../features/horeca/pages/horeca-manager-page.tsx').then((m) => ({ default: m.HorecaManagerPage })),
);
const AdminReservationsPage = lazy(() =>
  import('../features/horeca/pages/admin-reservations-page.tsx').then((m) => ({ default: m.AdminReservationsPage })),
);
const AssistantsPage = lazy(() =>
  import('../features/horeca/pages/assistants-page.tsx').then((m) => ({ default: m.AssistantsPage })),
);
const MenuEditorPage = lazy(() =>
  import('../features/horeca/pages/venue-editor-pages.tsx').then((m) => ({ default: m.MenuEditorPage })),
);
const CourseMenusPage = lazy(() =>
  import('../features/horeca/pages/venue-editor-pages.tsx').then((m) => ({ default: m.CourseMenusPage })),
);
const EstablishmentsPage = lazy(() =>
  import('../features/horeca/pages/venue-editor-pages.tsx').then((m) => ({ default: m.EstablishmentsPage })),
);
const StrainDiscoveryPage = lazy(() =>
  import('../features/strains/pages/strain-discovery-page.tsx').then((m) => ({ default: m.StrainDiscoveryPage })),
);
const AdminProductsPage = lazy(() =>
  import('../features/cannabis-admin/pages/admin-products-page.tsx').then((m) => ({ default: m.AdminProductsPage })),
);
const CannabisManagerPage = lazy(() =>
  import('../features/cannabis-admin/pages/cannabis-manager-page.tsx').then((m) => ({ default: m.CannabisManagerPage })),
);
const AdminPage = lazy(() => import('../features/admin/pages/admin-page.tsx').then((m) => ({ default: m.AdminPage })));

export const router = createBrowserRouter([
  {
    // The in-shop TV display: full screen, no header, no login.
    path: '/coffeeshop/:coffeeshopId/menu',
    errorElement: <RouteErrorScreen />,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <ScreenDisplayPage />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/foodee', element: <HomePage /> },
      { path: '/foodee/landing', element: <HomePage /> },
      { path: '/feedee', element: <HomePage /> },
      { path: '/foodee/assistants', element: <AssistantsPage /> },
      { path: '/horeca', element: <HorecaPage /> },
      { path: '/horeca/menu/:courseMenuId', element: <CourseMenuPage /> },
      { path: '/horeca/:plaats/:slug', element: <VenuePage /> },
      { path: '/horeca/:plaats/:slug/partner', element: <VenuePartnerPage /> },
      { path: '/horeca/:plaats/:slug/menu/course/:courseMenuId', element: <CourseMenuPage /> },
      { path: '/horeca/:plaats/:slug/reserveren', element: <ReservePage /> },
      { path: '/reservering/:token', element: <GuestReservationPage /> },
      {
        path: '/horeca-manager',
        element: (
          <ProtectedRoute requiredRole="user">
            <HorecaManagerPage />
          </ProtectedRoute>
        ),
      },
      ...(
        [
          ['/admin/horeca-menu', <MenuEditorPage key="menu" />],
          ['/admin/foodee/horeca-menu', <MenuEditorPage key="foodee-menu" />],
          ['/admin/foodee/course-menus', <CourseMenusPage key="courses" />],
          ['/admin/foodee/establishments', <EstablishmentsPage key="establishments" />],
          ['/admin/products', <AdminProductsPage key="products" />],
          ['/admin/cannabis-manager', <CannabisManagerPage key="cannabis" />],
        ] as const
      ).map(([path, page]) => ({ path, element: <ProtectedRoute requiredRole="admin">{page}</ProtectedRoute> })),
      {
        path: '/admin/foodee/reservations',
        element: (
          <ProtectedRoute requiredRole="admin">
            <AdminReservationsPage />
          </ProtectedRoute>
        ),
      },
      { path: '/auth', element: <AuthPage /> },
      {
        path: '/dashboard',
        element: (
          <ProtectedRoute>
            <DashboardPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/profile',
        element: (
          <ProtectedRoute>
            <ProfilePage />
          </ProtectedRoute>
        ),
      },
      ...(
        [
          ['/favorites', <FavoritesPage key="favorites" />],
          ['/email-dashboard', <EmailDashboardPage key="emails" />],
          ['/mobile-dashboard', <MobileDashboardPage key="mobile" />],
        ] as const
      ).map(([path, page]) => ({ path, element: <ProtectedRoute>{page}</ProtectedRoute> })),
      {
        path: '/onboarding',
        element: (
          <ProtectedRoute>
            <Navigate to="/onboarding/coffeeshop" replace />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin',
        element: (
          <ProtectedRoute requiredRole="admin">
            <AdminPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin/verifications',
        element: (
          <ProtectedRoute requiredRole="admin">
            <VerificationQueuePage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/user-management',
        element: (
          <ProtectedRoute requiredRole="admin">
            <UserManagementPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin/super',
        element: (
          <ProtectedRoute requiredRole="superadmin">
            <SuperAdminPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/premium-dashboard',
        element: (
          <ProtectedRoute requireVerification>
            <PremiumDashboardPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/community-maker',
        element: (
          <ProtectedRoute>
            <CommunityMakerPage />
          </ProtectedRoute>
        ),
      },
      ...['/coffeeshop-manager', '/menu-management'].map((path) => ({
        path,
        element: (
          <ProtectedRoute requiredRole="user">
            <MenuManagementPage />
          </ProtectedRoute>
        ),
      })),
      ...['/digital-manager', '/digitale-schermen'].map((path) => ({
        path,
        element: (
          <ProtectedRoute requiredRole="user">
            <ScreensPage />
          </ProtectedRoute>
        ),
      })),
      {
        path: '/menu-display',
        element: (
          <ProtectedRoute>
            <ScreensPage />
          </ProtectedRoute>
        ),
      },
      ...['/admin/menu-display', '/admin/kiosk-manager'].map((path) => ({
        path,
        element: (
          <ProtectedRoute requiredRole="admin">
            <ScreensPage />
          </ProtectedRoute>
        ),
      })),
      {
        path: '/admin-coffeeshops',
        element: (
          <ProtectedRoute requiredRole="admin">
            <AdminCoffeeshopsPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin-coffeeshops/:coffeeshopId/menu',
        element: (
          <ProtectedRoute requiredRole="admin">
            <AdminShopMenuPage />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin-coffeeshops/:coffeeshopId/menu/product',
        element: (
          <ProtectedRoute requiredRole="admin">
            <AdminShopMenuPage newProduct />
          </ProtectedRoute>
        ),
      },
      {
        path: '/admin/grower-manager',
        element: (
          <ProtectedRoute requiredRole="admin">
            <GrowerManagerPage />
          </ProtectedRoute>
        ),
      },
      { path: '/community-makers', element: <Navigate to="/community-maker" replace /> },
      {
        path: '/admin/community',
        element: (
          <ProtectedRoute requiredRole="admin">
            <CommunityModerationPage />
          </ProtectedRoute>
        ),
      },
      {
        // Cannabis-brand public pages sit behind the 18+ gate.
        element: <AgeGatedOutlet />,
        children: [
          { path: '/coffeeshops', element: <CoffeeshopsPage /> },
          { path: '/coffeeshops/:plaats', element: <CityPage /> },
          { path: '/coffeeshops/:plaats/:slug', element: <ShopPage /> },
          { path: '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug', element: <NewsPage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/search-wizard', element: <WizardPage /> },
          { path: '/coffeeshop-wizard', element: <WizardPage /> },
          { path: '/telers', element: <TelersPage /> },
          { path: '/telers/:plaats', element: <TelersPage /> },
          { path: '/teler/:telerName', element: <TelerPage /> },
          { path: '/zoeken', element: <SearchPage /> },
          { path: '/strain-discovery', element: <StrainDiscoveryPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
