/** Query keys of the screens feature. */
export const screenKeys = {
  list: (shopId: string) => ['screens', shopId] as const,
  feed: (token: string) => ['screen-feed', token] as const,
};
