import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const BlogPostPage = lazyPage(() => import('./pages/post-pages.tsx'), 'BlogPostPage');
const NewsRedirect = lazyPage(() => import('./pages/post-pages.tsx'), 'NewsRedirect');
const StandalonePage = lazyPage(() => import('./pages/post-pages.tsx'), 'StandalonePage');
const PartnerNewsPage = lazyPage(() => import('./pages/post-pages.tsx'), 'PartnerNewsPage');
const ContentManagerPage = lazyPage(() => import('./pages/content-manager-page.tsx'), 'ContentManagerPage');
const ContentManagerLandingPage = lazyPage(() => import('./pages/landing-pages.tsx'), 'ContentManagerLandingPage');
const ContentStudioLandingPage = lazyPage(() => import('./pages/landing-pages.tsx'), 'ContentStudioLandingPage');

/** Blog, news and partner news (ADR 049), standalone pages (ADR 056), the content manager for editors and its landing pages. */
export const contentRoutes: RouteObject[] = [
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '/news/:slug', element: <NewsRedirect /> },
  { path: '/nieuws/:slug', element: <NewsRedirect /> },
  { path: '/partners/:partnerSlug/news/:newsSlug', element: <PartnerNewsPage /> },
  { path: '/pagina/:slug', element: <StandalonePage /> },
  { path: '/content-manager-landing', element: <ContentManagerLandingPage /> },
  { path: '/content-studio-landing', element: <ContentStudioLandingPage /> },
  requireLogin([{ path: '/content-manager', element: <ContentManagerPage /> }]),
];
