/**
 * Areas that are nobody's business in a search engine: signed-in and admin pages, the in-shop
 * screens, personal links (reservations, invitations) and the API. A prefix covers its subpaths
 * (`/admin` also `/admin-coffeeshops`).
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/dashboard',
  '/mobile-dashboard',
  '/premium-dashboard',
  '/profile',
  '/email-dashboard',
  '/favorites',
  '/onboarding',
  '/community-maker',
  '/coffeeshop-manager',
  '/menu-management',
  '/menu-display',
  '/digital-manager',
  '/digitale-schermen',
  '/horeca-manager',
  '/user-management',
  '/coffeeshop/',
  '/reservering/',
  '/uitnodiging/',
];

/** `robots.txt`: everything public may be crawled, the private areas not, and where the sitemap is. */
export function renderRobots(origin: string): string {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
