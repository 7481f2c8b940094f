export * from './accounts.ts';
export * from './auth.ts';
export * from './coffeeshops.ts';
export * from './community.ts';
export * from './horeca.ts';
export * from './mail.ts';
export * from './place-staff.ts';
export * from './verification.ts';
