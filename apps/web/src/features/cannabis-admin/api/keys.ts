/** Query keys of the cannabis admin pages. */
export const cannabisAdminKeys = {
  products: (query: string) => ['admin', 'products', query] as const,
  overview: ['admin', 'cannabis'] as const,
};
