/** Query keys of the search feature. Results depend on who looks (menu visibility), so the viewer is part of the key. */
export const searchKeys = {
  results: (q: string, page: number, viewer: string) => ['search', q, page, viewer] as const,
};
