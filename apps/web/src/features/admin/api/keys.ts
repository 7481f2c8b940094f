/** Query keys of the admin panel. */
export const adminKeys = {
  outbox: (input: { page: number; to: string }) => ['admin', 'outbox', input] as const,
  settings: ['admin', 'settings'] as const,
  settingsHistory: ['admin', 'settings', 'history'] as const,
};
