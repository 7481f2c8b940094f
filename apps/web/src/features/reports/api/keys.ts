export const reportsKeys = {
  all: ['reports'] as const,
  place: (kind: string, id: string, from: string, to: string) => ['reports', 'place', kind, id, from, to] as const,
  platform: (from: string, to: string) => ['reports', 'platform', from, to] as const,
  weeklyMail: () => ['reports', 'weekly-mail'] as const,
};
