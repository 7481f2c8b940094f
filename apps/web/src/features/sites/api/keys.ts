/** Query keys of the website generator: the owner's places and sites, the showcase, the admin's overview. */
export const sitesKeys = {
  all: ['sites'] as const,
  mine: ['sites', 'mine'] as const,
  showcase: ['sites', 'showcase'] as const,
  admin: ['sites', 'admin'] as const,
};
