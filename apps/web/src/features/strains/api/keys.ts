/** Query keys of strain discovery. Which strains show depends on who looks, so the viewer is part of the key. */
export const strainKeys = {
  discovery: (query: string, viewer: string) => ['strains', query, viewer] as const,
};
