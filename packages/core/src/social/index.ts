export * from './checks.ts';
export * from './connections.ts';
export * from './networks.ts';
export * from './posts.ts';
export * from './writing.ts';
