export * from './diff.ts';
export * from './limits.ts';
export * from './parser.ts';
export * from './prices.ts';
export * from './schemas.ts';
export * from './table.ts';
export * from './words.ts';
