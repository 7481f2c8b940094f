export const socialKeys = {
  all: ['social'] as const,
  calendar: (kind: string, id: string, from: string, to: string) => ['social', 'calendar', kind, id, from, to] as const,
  connections: (kind: string, id: string) => ['social', 'connections', kind, id] as const,
};
