import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { aiAdminRoutes } from '../features/ai-admin/routes.tsx';
import { aiContentRoutes } from '../features/ai-content/routes.tsx';
import { assistantRoutes } from '../features/assistant/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { cannabisAdminRoutes } from '../features/cannabis-admin/routes.tsx';
import { AgeGatedOutlet } from '../features/coffeeshops/index.ts';
import { coffeeshopsAgeGatedRoutes } from '../features/coffeeshops/routes.tsx';
import { communityRoutes } from '../features/community/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { eventsRoutes } from '../features/events/routes.tsx';
import { favoritesRoutes } from '../features/favorites/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { horecaRoutes, widgetRoute } from '../features/horeca/routes.tsx';
import { integrationsRoutes } from '../features/integrations/routes.tsx';
import { marketingAgeGatedRoutes, marketingRoutes } from '../features/marketing/routes.tsx';
import { menuRoutes } from '../features/menu/routes.tsx';
import { menuImportRoutes } from '../features/menu-import/routes.tsx';
import { merchandiseRoutes } from '../features/merchandise/routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes.tsx';
import { partnersRoutes } from '../features/partners/routes.tsx';
import { reportsRoutes } from '../features/reports/routes.tsx';
import { screenDisplayRoute, screensRoutes } from '../features/screens/routes.tsx';
import { searchAgeGatedRoutes } from '../features/search/routes.tsx';
import { sitesRoutes } from '../features/sites/routes.tsx';
import { socialRoutes } from '../features/social/routes.tsx';
import { staffRoutes } from '../features/staff/routes.tsx';
import { staffPlannerRoutes } from '../features/staff-planner/routes.tsx';
import { strainsAgeGatedRoutes } from '../features/strains/routes.tsx';
import { telersAgeGatedRoutes, telersRoutes } from '../features/telers/routes.tsx';
import { usersRoutes } from '../features/users/routes.tsx';
import { vacanciesRoutes } from '../features/vacancies/routes.tsx';
import { verificationRoutes } from '../features/verification/routes.tsx';
import { RouteErrorScreen } from './error-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';

/** The route of the layout with the header and the account (AuthProvider): the screen and widget are outside it. */
export const LAYOUT_ROUTE_ID = 'layout';

/**
 * The route table, composed from each feature's `routes.tsx` (imported directly rather
 * than through index.ts, so a feature's components stay out of the entry chunk).
 * Guards are `requireRole`/`requireLogin` layout routes inside the features.
 * The same table serves the browser (main.tsx) and the server render (entry-server.tsx, ADR 066).
 */
export const appRoutes: RouteObject[] = [
  { ...screenDisplayRoute, errorElement: <RouteErrorScreen /> },
  { ...widgetRoute, errorElement: <RouteErrorScreen /> },
  {
    id: LAYOUT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      ...accountRoutes,
      ...favoritesRoutes,
      ...communityRoutes,
      ...menuRoutes,
      ...menuImportRoutes,
      ...screensRoutes,
      ...telersRoutes,
      ...horecaRoutes,
      ...cannabisAdminRoutes,
      ...verificationRoutes,
      ...onboardingRoutes,
      ...usersRoutes,
      ...adminRoutes,
      ...staffRoutes,
      ...reportsRoutes,
      ...socialRoutes,
      ...staffPlannerRoutes,
      ...assistantRoutes,
      ...aiAdminRoutes,
      ...aiContentRoutes,
      ...partnersRoutes,
      ...merchandiseRoutes,
      ...vacanciesRoutes,
      ...integrationsRoutes,
      ...marketingRoutes,
      ...sitesRoutes,
      ...contentRoutes,
      ...eventsRoutes,
      {
        // One gate for every cannabis-brand public page, so a refusal holds across them.
        element: <AgeGatedOutlet />,
        children: [
          ...coffeeshopsAgeGatedRoutes,
          ...searchAgeGatedRoutes,
          ...telersAgeGatedRoutes,
          ...strainsAgeGatedRoutes,
          ...marketingAgeGatedRoutes,
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
