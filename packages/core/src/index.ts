export * from './account.ts';
export * from './api-error.ts';
export * from './brand.ts';
export * from './community/index.ts';
export * from './constants.ts';
export * from './mail.ts';
export * from './me.ts';
export * from './roles.ts';
