export const reportsKeys = {
  all: ['reports'] as const,
  place: (kind: string, id: string, from: string, to: string) => ['reports', 'place', kind, id, from, to] as const,
};
