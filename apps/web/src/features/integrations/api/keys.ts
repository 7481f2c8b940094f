export const integrationsKeys = {
  all: ['integrations'] as const,
  places: () => ['integrations', 'places'] as const,
  apiKeys: (kind: string, id: string) => ['integrations', 'keys', kind, id] as const,
  webhooks: (kind: string, id: string) => ['integrations', 'webhooks', kind, id] as const,
};
