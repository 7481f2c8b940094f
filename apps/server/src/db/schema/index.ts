export * from './accounts.ts';
export * from './auth.ts';
export * from './mail.ts';
