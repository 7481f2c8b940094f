export * from './checks.ts';
export * from './networks.ts';
export * from './posts.ts';
export * from './connections.ts';
