/** Query keys of the favorites feature. */
export const favoriteKeys = {
  all: ['favorites'] as const,
};
