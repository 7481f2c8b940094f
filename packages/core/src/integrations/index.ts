export * from './api-keys.ts';
export * from './webhooks.ts';
