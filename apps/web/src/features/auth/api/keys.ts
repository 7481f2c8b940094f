/** Query keys of the auth feature. Everything under `me` belongs to the signed-in account. */
export const authKeys = {
  me: ['me'] as const,
};
