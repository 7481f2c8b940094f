/** Query keys of the coffeeshops feature. Other features invalidate `all` when they change what a shop shows. */
export const coffeeshopKeys = {
  all: ['coffeeshops'] as const,
  cities: ['coffeeshops', 'cities'] as const,
  options: ['coffeeshops', 'options'] as const,
  onlineMenus: ['coffeeshops', 'online-menus'] as const,
  list: (plaats?: string) => ['coffeeshops', 'list', plaats ?? 'all'] as const,
  /** The shop page depends on who looks (menu visibility), so the viewer is part of the key. */
  detail: (plaats: string, slug: string, viewer: string) => ['coffeeshops', 'detail', plaats, slug, viewer] as const,
  news: (plaats: string, slug: string, newsSlug: string) => ['coffeeshops', 'news', plaats, slug, newsSlug] as const,
  finder: (params: string, viewer: string) => ['coffeeshops', 'finder', params, viewer] as const,
};
