// Without zod: the public venue page links its course menus with it (bundle budget, ADR 087).

/**
 * A course menu's own address, under its venue. `/horeca/menu/{id}` shows the same page; this one is its canonical
 * URL and the one the sitemap lists.
 */
export function courseMenuPath(venue: { plaatsSlug: string; slug: string }, id: string): string {
  return `/horeca/${venue.plaatsSlug}/${venue.slug}/menu/course/${id}`;
}
